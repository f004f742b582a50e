import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaredFoodSchema, messages, type FoodFields } from '@shared';
import { parseJsonRequest } from '@/components/form/form-action';
import { sendPhoto, type PhotoAnswer } from '@/lib/photo-upload';
import { render } from '@/testing/render';
import { emptyFood, FoodForm, foodFormValues, saveErrorText } from './food-form';

// jsdom can neither decode nor upload a photo: the sending module stands in.
vi.mock('@/lib/photo-upload', () => ({ sendPhoto: vi.fn() }));

afterEach(cleanup);

const owner = { name: 'Nadia Islam', email: 'nadia@foodtable.test' };

/**
 * The form on a route whose action reads the fields and hands them to `save`, as the add
 * page's does.
 */
function renderForm(save: (fields: FoodFields) => Promise<void>, reenableAfterMs?: number) {
  const Page = createRoutesStub([
    {
      path: '/',
      Component: () => (
        <FoodForm
          defaultValues={emptyFood}
          owner={owner}
          submitLabel="Add Item"
          resetAfterSave={reenableAfterMs === undefined ? undefined : { reenableAfterMs }}
        />
      ),
      async action({ request }) {
        const fields = await parseJsonRequest(request, declaredFoodSchema);
        if (!fields.ok) return { failed: fields.failed };
        try {
          await save(fields.data);
          return { saved: true };
        } catch (error) {
          return { failed: saveErrorText(error) };
        }
      },
    },
  ]);
  render(<Page />);
  return userEvent.setup();
}

describe('FoodForm', () => {
  it('shows every required message of the spec and saves nothing', async () => {
    const saved: FoodFields[] = [];
    const user = renderForm(async (fields) => {
      saved.push(fields);
    });
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    for (const text of [
      messages.foodNameRequired,
      messages.imageUrlRequired,
      messages.quantityRequired,
      messages.priceRequired,
      messages.fieldRequired,
    ])
      expect(await screen.findByText(text)).toBeVisible();
    expect(screen.getAllByText(messages.selectOne)).toHaveLength(2);
    expect(saved).toEqual([]);
  });

  it('saves price and quantity typed as text as numbers, then resets and waits to re-enable', async () => {
    const saved: FoodFields[] = [];
    const user = renderForm(async (fields) => {
      saved.push(fields);
    }, 300);
    expect(screen.getByLabelText('User Name')).toHaveValue(owner.name);
    expect(screen.getByLabelText('User Email')).toHaveAttribute('readonly');
    await user.type(screen.getByLabelText('Food Name'), '  Beef Tehari ');
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/tehari.png');
    await user.selectOptions(screen.getByLabelText('Category'), 'Rice Dishes');
    await user.selectOptions(screen.getByLabelText('Country'), 'Bangladesh');
    await user.type(screen.getByLabelText('Price'), '7.50');
    await user.type(screen.getByLabelText('Quantity'), '12');
    await user.type(screen.getByLabelText('Description'), 'Old Dhaka style.');
    await user.click(screen.getByRole('radio', { name: 'Non-veg' }));
    const allergens = within(screen.getByRole('group', { name: 'Allergens' }));
    await user.click(allergens.getByRole('checkbox', { name: 'Milk' }));
    await user.click(
      within(screen.getByRole('group', { name: 'May contain' })).getByRole('checkbox', {
        name: 'Mustard',
      }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Halal' }));
    await user.type(screen.getByLabelText('Ingredients'), 'Beef, rice, mustard oil, yoghurt.');
    const button = screen.getByRole('button', { name: 'Add Item' });
    await user.click(button);

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]).toEqual({
      foodName: 'Beef Tehari',
      imageURL: 'https://example.com/tehari.png',
      category: 'Rice Dishes',
      country: 'Bangladesh',
      price: 7.5,
      quantity: 12,
      description: 'Old Dhaka style.',
      allergens: ['milk'],
      mayContain: ['mustard'],
      ingredients: 'Beef, rice, mustard oil, yoghurt.',
      diet: 'non-veg',
      dietTags: ['halal'],
    });
    await waitFor(() => expect(screen.getByLabelText('Food Name')).toHaveValue(''));
    expect(screen.getByLabelText('Category')).toHaveValue('0');
    expect(button).toBeDisabled();
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 2000 });
  });

  it('shows a contradiction under the form and saves nothing', async () => {
    const saved: FoodFields[] = [];
    const user = renderForm(async (fields) => {
      saved.push(fields);
    });
    await user.type(screen.getByLabelText('Food Name'), 'Machher Jhol');
    await user.type(screen.getByLabelText('Image URL'), 'https://example.com/jhol.png');
    await user.selectOptions(screen.getByLabelText('Category'), 'Seafood');
    await user.selectOptions(screen.getByLabelText('Country'), 'Bangladesh');
    await user.type(screen.getByLabelText('Price'), '9');
    await user.type(screen.getByLabelText('Quantity'), '3');
    await user.type(screen.getByLabelText('Description'), 'Rohu curry.');
    await user.click(screen.getByRole('radio', { name: 'Veg' }));
    await user.click(
      within(screen.getByRole('group', { name: 'Allergens' })).getByRole('checkbox', {
        name: 'Fish',
      }),
    );
    await user.type(screen.getByLabelText('Ingredients'), 'Rohu, potato, cumin.');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByTestId('declaration-contradiction')).toHaveTextContent(
      "A Veg dish can't contain Fish.",
    );
    expect(saved).toEqual([]);
  });

  it('takes a sent photo as its image URL, and waits for the photo before saving', async () => {
    let finish: (answer: PhotoAnswer) => void = () => undefined;
    vi.mocked(sendPhoto).mockImplementationOnce(() => new Promise((resolve) => (finish = resolve)));
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    const saved: FoodFields[] = [];
    const user = renderForm(async (fields) => {
      saved.push(fields);
    });
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText(messages.imageUrlRequired)).toBeVisible();

    await user.upload(
      screen.getByLabelText('Photo'),
      new File(['jpeg'], 'tehari.jpg', { type: 'image/jpeg' }),
    );
    const button = screen.getByRole('button', { name: 'Add Item' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription('Wait until the photo is sent');

    const imageURL = 'http://127.0.0.1:5000/photos/AbCdEfGhIjKlMnOpQrSt/800.webp';
    await waitFor(() => expect(sendPhoto).toHaveBeenCalled());
    finish({ imageURL });
    await waitFor(() => expect(screen.getByLabelText('Image URL')).toHaveValue(imageURL));
    // Either one is enough: the Image URL's own check is satisfied by the photo's address.
    expect(screen.queryByText(messages.imageUrlRequired)).toBeNull();
    expect(button).toBeEnabled();
    expect(screen.queryByText('Wait until the photo is sent')).toBeNull();
    expect(saved).toEqual([]);
  });

  it('asks for a diet and the ingredients', async () => {
    const user = renderForm(async () => {});
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByText('Choose Veg, Egg or Non-veg')).toBeVisible();
    expect(screen.getByText('Ingredients are required')).toBeVisible();
  });

  it('prefills a stored food with only the seven editable fields', () => {
    expect(
      foodFormValues({
        foodName: 'Lassi',
        imageURL: '/images/foods/mango-lassi.svg',
        category: 'Beverages',
        country: 'India',
        price: 4.5,
        quantity: 3,
        description: 'Cold.',
      }),
    ).toEqual({
      foodName: 'Lassi',
      imageURL: '/images/foods/mango-lassi.svg',
      category: 'Beverages',
      country: 'India',
      price: '4.50',
      quantity: '3',
      description: 'Cold.',
      allergens: [],
      mayContain: [],
      ingredients: '',
      diet: null,
      dietTags: [],
    });
  });

  it('shows why a save failed and lets the cook try again', async () => {
    const user = renderForm(async () => {
      throw Object.assign(new Error('denied'), { code: 'permission-denied' });
    });
    const fields = foodFormValues({
      foodName: 'Lassi',
      imageURL: '/images/foods/mango-lassi.svg',
      category: 'Beverages',
      country: 'India',
      price: 4,
      quantity: 3,
      description: 'Cold.',
    });
    await user.type(screen.getByLabelText('Food Name'), fields.foodName);
    await user.type(screen.getByLabelText('Image URL'), fields.imageURL);
    await user.selectOptions(screen.getByLabelText('Category'), 'Beverages');
    await user.selectOptions(screen.getByLabelText('Country'), 'India');
    await user.type(screen.getByLabelText('Price'), fields.price);
    await user.type(screen.getByLabelText('Quantity'), fields.quantity);
    await user.type(screen.getByLabelText('Description'), fields.description);
    await user.click(screen.getByRole('radio', { name: 'Veg' }));
    await user.type(screen.getByLabelText('Ingredients'), 'Yoghurt, mango, sugar.');
    await user.click(screen.getByRole('button', { name: 'Add Item' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are not allowed to save this food.',
    );
    expect(screen.getByRole('button', { name: 'Add Item' })).toBeEnabled();
    expect(screen.getByLabelText('Food Name')).toHaveValue('Lassi');
  });
});
