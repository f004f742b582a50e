// The buying journey's baseline (scripts/bench/journey.mjs): the least work a page
// can do for each step, with no framework and no SDK. It talks to the emulators as the app
// does: Firestore's REST API for public reads (the requests of web/src/lib/data/public-read.ts),
// the Auth emulator's REST sign-in, and the placeOrder callable over HTTP with the ID token.
//   /allFood            one runQuery, the same request as the app's first page → the cards
//   /singleFood/{id}    one batchGet of the food → its name and Purchase Now
//   /foodPurchase/{id}  one batchGet of the food and its kitchen → the form, Purchase enabled
//   Purchase            placeOrder → "Successfully Purchased The Food!"
// Links inside the page change the address with history.pushState, as a router does.
/* global document, window, history, location */

const project = 'demo-foodtable';
const documents = `projects/${project}/databases/(default)/documents`;
const firestore = `http://127.0.0.1:8080/v1/${documents}`;
const signInUrl =
  'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key';
const placeOrderUrl = `http://127.0.0.1:5001/${project}/us-central1/placeOrder`;
const tokenKey = 'journey-id-token';
const purchased = 'Successfully Purchased The Food!';

// The app's field mask for a food (@shared foodFields) and `hidden`, newest first, one page.
const foodFields = [
  'foodName',
  'imageURL',
  'category',
  'country',
  'price',
  'quantity',
  'description',
  'userName',
  'userEmail',
  'ownerUid',
  'orderCount',
  'createdAt',
  'ratingAvg',
  'ratingCount',
  'allergens',
  'mayContain',
  'ingredients',
  'diet',
  'dietTags',
  'hidden',
];
const firstPage = {
  select: { fields: foodFields.map((fieldPath) => ({ fieldPath })) },
  from: [{ collectionId: 'foods' }],
  orderBy: [
    { field: { fieldPath: 'createdAt' }, direction: 'DESCENDING' },
    { field: { fieldPath: '__name__' }, direction: 'DESCENDING' },
  ],
  limit: 12,
};

const main = document.getElementById('main');
/** The foods this page has read, by id. */
const foods = new Map();

function decode(value) {
  if ('stringValue' in value) return value.stringValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('booleanValue' in value) return value.booleanValue;
  if ('arrayValue' in value) return (value.arrayValue.values ?? []).map(decode);
  if ('mapValue' in value) return fieldsOf(value.mapValue.fields);
  if ('timestampValue' in value) return value.timestampValue;
  return null;
}

function fieldsOf(fields = {}) {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decode(value)]));
}

const idOf = (name) => name.slice(name.lastIndexOf('/') + 1);

// Text/plain bodies keep both reads simple requests (no CORS preflight), as the app's are.
async function post(url, body) {
  const answer = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'text/plain' },
    body: JSON.stringify(body),
  });
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`);
  return answer.json();
}

/** The documents at these paths (relative to the database), null for a missing one. */
async function batchGet(paths) {
  const answers = await post(`${firestore}:batchGet`, {
    documents: paths.map((path) => `${documents}/${path}`),
  });
  const found = new Map(
    answers.filter((a) => a.found).map((a) => [a.found.name, fieldsOf(a.found.fields)]),
  );
  return paths.map((path) => found.get(`${documents}/${path}`) ?? null);
}

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

const link = (path, text) => el('a', { href: path, textContent: text });

function show(...nodes) {
  main.replaceChildren(...nodes);
}

async function listPage() {
  const rows = await post(`${firestore}:runQuery`, { structuredQuery: firstPage });
  const cards = [];
  for (const { document: doc } of rows) {
    if (!doc) continue;
    const food = fieldsOf(doc.fields);
    if (food.hidden === true) continue;
    const id = idOf(doc.name);
    foods.set(id, food);
    cards.push(
      el(
        'article',
        {},
        el('h2', { textContent: food.foodName }),
        el('p', { textContent: `$${food.price} · ${food.quantity} available` }),
        link(`/singleFood/${id}`, 'View Details'),
      ),
    );
  }
  show(el('h1', { textContent: 'All Food' }), ...cards);
}

async function detailPage(id) {
  const [food] = await batchGet([`foods/${id}`]);
  if (!food) return show(el('h1', { textContent: 'Not Found!' }));
  foods.set(id, food);
  show(
    el('h1', { textContent: food.foodName }),
    el('p', { textContent: `$${food.price} · ${food.quantity} available · ${food.userName}` }),
    el('p', { textContent: food.description }),
    link(`/foodPurchase/${id}`, 'Purchase Now'),
  );
}

async function purchasePage(id) {
  // The owner's uid names the kitchen: from the food this page holds, else one read first.
  const held = foods.get(id) ?? (await batchGet([`foods/${id}`]))[0];
  if (!held) return show(el('h1', { textContent: 'Not Found!' }));
  const [food, kitchen] = await batchGet([`foods/${id}`, `kitchens/${held.ownerUid}`]);
  if (!food) return show(el('h1', { textContent: 'Not Found!' }));
  const quantity = el('input', { id: 'quantity', name: 'quantity', value: '1' });
  const result = el('p', { role: 'status' });
  const form = el(
    'form',
    {},
    el('h1', { textContent: 'Purchase' }),
    el('p', { textContent: `${food.foodName}, $${food.price}, ${food.quantity} available` }),
    el('p', { textContent: `Pickup: ${kitchen?.pickupArea ?? 'not set'}` }),
    el('label', { htmlFor: 'quantity', textContent: 'Quantity ' }),
    quantity,
    el('br'),
    el('button', { type: 'submit', textContent: 'Purchase', disabled: Boolean(kitchen?.paused) }),
    result,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    placeOrder(id, Number(quantity.value)).then(
      () => result.replaceChildren(el('strong', { textContent: purchased })),
      (error) => result.replaceChildren(el('strong', { textContent: String(error.message) })),
    );
  });
  show(form);
}

/** The callable's HTTP protocol: `{ data }` in, `{ result }` or `{ error }` out. */
async function placeOrder(foodId, quantity) {
  const requestId = crypto.randomUUID().replaceAll('-', '');
  const answer = await fetch(placeOrderUrl, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${localStorage.getItem(tokenKey)}`,
    },
    body: JSON.stringify({ data: { foodId, quantity, requestId } }),
  });
  const body = await answer.json();
  if (!answer.ok) throw new Error(body.error?.message ?? `placeOrder: ${answer.status}`);
  return body.result;
}

/** Signs in with the Auth emulator's REST API and keeps the ID token (the bench calls this). */
window.journeySignIn = async (email, password) => {
  const answer = await fetch(signInUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!answer.ok) throw new Error(`sign-in: ${answer.status}`);
  localStorage.setItem(tokenKey, (await answer.json()).idToken);
};

function route() {
  const [, page, id] = location.pathname.split('/');
  const shown =
    page === 'allFood'
      ? listPage()
      : page === 'singleFood' && id
        ? detailPage(id)
        : page === 'foodPurchase' && id
          ? purchasePage(id)
          : Promise.resolve(show(el('h1', { textContent: 'Journey baseline' })));
  shown.catch((error) => show(el('p', { role: 'alert', textContent: String(error.message) })));
}

document.addEventListener('click', (event) => {
  const target = event.target instanceof window.Element ? event.target.closest('a') : null;
  if (!target || target.origin !== location.origin) return;
  event.preventDefault();
  history.pushState(null, '', target.href);
  route();
});
window.addEventListener('popstate', route);
route();
