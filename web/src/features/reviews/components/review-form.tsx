import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { messages, type Review } from '@shared';
import { popupMs } from '@/config/ui';
import { TextareaField, TextField } from '@/components/form/fields';
import type { AppUser } from '@/lib/auth';
import { toast } from '@/lib/popups';
import { addReview, reviewSchema, type ReviewInput } from '../api/add-review';

interface Props {
  user: AppUser;
  onPosted: (review: Review) => void;
}

/** 'Review Title' and 'Review', each with its own message, and 'Post'. */
export function ReviewForm({ user, onPosted }: Props) {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ReviewInput>({
    resolver: zodResolver(reviewSchema),
    defaultValues: { title: '', review: '' },
  });

  useEffect(() => setFocus('title'), [setFocus]);

  const onSubmit = handleSubmit(async (input) => {
    setFailure(null);
    try {
      const review = await addReview(input, user);
      void toast(messages.reviewAdded, popupMs.reviewAdded);
      onPosted(review);
    } catch (error) {
      console.error('Posting the review failed', error);
      setFailure("We couldn't post your review. Check your connection and try again.");
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="Review Title"
        autoComplete="off"
        placeholder="The best biryani in town"
        registration={register('title')}
        error={errors.title}
      />
      <TextareaField
        label="Review"
        rows={4}
        placeholder="What did you eat, and how was it?"
        registration={register('review')}
        error={errors.review}
      />
      {failure && (
        <p role="alert" className="mt-2 text-sm font-medium text-error">
          {failure}
        </p>
      )}
      <button type="submit" className="btn btn-primary mt-4 w-full" disabled={isSubmitting}>
        {isSubmitting && <span className="loading loading-spinner loading-sm" />}
        {isSubmitting ? 'Posting…' : 'Post'}
      </button>
    </form>
  );
}
