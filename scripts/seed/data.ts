// The demo data of `npm start` and the e2e tests: three accounts, their foods, reviews and
// gallery entries. Images are served by the app itself (web/public/images).
import type { Category, Country, KitchenFormInput } from '../../functions/src/shared/index.js';
import type { FoodDeclaration } from '../../functions/src/shared/declaration.js';

export const demoAccounts = {
  alice: {
    uid: 'demo-alice',
    email: 'alice@foodtable.test',
    password: 'Alice123',
    displayName: 'Alice Rahman',
    photoURL: '/images/avatars/alice.svg',
  },
  bob: {
    uid: 'demo-bob',
    email: 'bob@foodtable.test',
    password: 'Bob123',
    displayName: 'Bob Karim',
    photoURL: '/images/avatars/bob.svg',
  },
  // A cook in Dhaka who sells in taka and reads Bangla (contract, "Languages and money").
  rahima: {
    uid: 'demo-rahima',
    email: 'rahima@foodtable.test',
    password: 'Rahima123',
    displayName: 'Rahima Begum',
    photoURL: '/images/avatars/rahima.svg',
  },
} as const;

/** The demo accounts' `users/{uid}.lang`; absent is English. */
export const seedLanguages: Partial<Record<keyof typeof demoAccounts, 'bn' | 'hi'>> = {
  rahima: 'bn',
};

type Owner = keyof typeof demoAccounts;

/**
 * The demo cooks' kitchens: the public card as the /myKitchen form saves it (no limit per slot,
 * the usual time to answer) and the private street address (decision 120).
 */
export const seedKitchens: Record<
  Owner,
  { kitchen: Omit<KitchenFormInput, 'pickupAddress'>; pickupAddress: string }
> = {
  alice: {
    kitchen: {
      pickupArea: 'Dhanmondi',
      openFrom: '10:00',
      openTo: '22:00',
      leadMinutes: 45,
      timeZone: 'Asia/Dhaka',
      paused: false,
    },
    pickupAddress: 'House 27, Road 9A, Dhanmondi, Dhaka 1209 (green gate, ring the top bell)',
  },
  bob: {
    kitchen: {
      pickupArea: 'Mirpur 10, near the metro station',
      openFrom: '11:30',
      openTo: '21:00',
      leadMinutes: 30,
      timeZone: 'Asia/Dhaka',
      paused: false,
    },
    pickupAddress: 'Flat 4B, House 14, Road 3, Block C, Mirpur 10, Dhaka 1216',
  },
  rahima: {
    kitchen: {
      pickupArea: 'Old Dhaka, Lalbagh Fort gate',
      openFrom: '12:00',
      openTo: '21:30',
      leadMinutes: 60,
      timeZone: 'Asia/Dhaka',
      paused: false,
      currency: 'BDT',
    },
    pickupAddress: 'House 5, Lalbagh Road, Lalbagh, Dhaka 1211 (blue door beside the pharmacy)',
  },
};

export interface SeedFood {
  id: string;
  owner: Owner;
  foodName: string;
  image: string;
  category: Category;
  country: Country;
  price: number;
  quantity: number;
  orderCount: number;
  description: string;
  /** Listed with an uploaded photo (made from its drawing) instead of the drawing itself. */
  photo?: true;
}

export const seedFoods: SeedFood[] = [
  {
    id: 'seed-chicken-biryani',
    owner: 'alice',
    foodName: 'Chicken Biryani',
    image: 'biryani',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price: 12.5,
    quantity: 20,
    orderCount: 48,
    description:
      'Fragrant basmati rice layered with saffron, fried onions and tender chicken, slow-cooked in a sealed pot the old Dhaka way.',
  },
  {
    id: 'seed-butter-chicken',
    owner: 'alice',
    foodName: 'Butter Chicken',
    image: 'butter-chicken',
    category: 'Curries and Gravies',
    country: 'India',
    price: 14,
    quantity: 15,
    orderCount: 41,
    description:
      'Charred tandoori chicken simmered in a silky tomato, butter and cream gravy with a whisper of fenugreek.',
  },
  {
    id: 'seed-tandoori-chicken',
    owner: 'alice',
    foodName: 'Tandoori Chicken',
    image: 'tandoori-chicken',
    category: 'Tandoori and Grilled Dishes',
    country: 'Pakistan',
    price: 13,
    quantity: 12,
    orderCount: 35,
    description:
      'Chicken marinated overnight in yoghurt and Kashmiri chilli, roasted until smoky and served with mint chutney.',
  },
  {
    id: 'seed-garlic-naan',
    owner: 'alice',
    foodName: 'Garlic Naan',
    image: 'garlic-naan',
    category: 'Breads and Rotis',
    country: 'India',
    price: 3.5,
    quantity: 40,
    orderCount: 30,
    description:
      'Pillowy leavened flatbread baked hot, brushed with garlic butter and fresh coriander.',
  },
  {
    id: 'seed-chotpoti',
    owner: 'alice',
    foodName: 'Chotpoti',
    image: 'chotpoti',
    category: 'Street Food Specialties',
    country: 'Bangladesh',
    price: 5,
    quantity: 25,
    orderCount: 22,
    description:
      'Dhaka street favourite: spiced white peas with potato, egg, crisp puri, tamarind and a kick of green chilli.',
  },
  {
    id: 'seed-fish-curry',
    owner: 'alice',
    foodName: 'Mustard Fish Curry',
    image: 'fish-curry',
    category: 'Seafood',
    country: 'Bangladesh',
    price: 16,
    quantity: 8,
    orderCount: 19,
    description:
      'River fish in a sharp mustard and green chilli gravy, finished with mustard oil. Best with plain rice.',
  },
  {
    id: 'seed-palak-paneer',
    owner: 'alice',
    foodName: 'Palak Paneer',
    image: 'palak-paneer',
    category: 'Vegetarian Delicacies',
    country: 'India',
    price: 11,
    quantity: 10,
    orderCount: 17,
    description: 'Soft cubes of fresh paneer in a smooth, gently spiced spinach sauce.',
  },
  {
    id: 'seed-mango-lassi',
    owner: 'alice',
    foodName: 'Mango Lassi',
    image: 'mango-lassi',
    category: 'Beverages',
    country: 'Pakistan',
    price: 4,
    quantity: 30,
    orderCount: 27,
    description: 'Chilled yoghurt blended with ripe Sindhri mangoes and a pinch of cardamom.',
  },
  {
    id: 'seed-gulab-jamun',
    owner: 'alice',
    foodName: 'Gulab Jamun',
    image: 'gulab-jamun',
    category: 'Desserts and Sweets',
    country: 'Bangladesh',
    price: 6,
    quantity: 0,
    orderCount: 33,
    description:
      'Warm milk dumplings soaked in rose and cardamom syrup. Sold out today: back tomorrow.',
  },
  {
    id: 'seed-rasmalai',
    owner: 'alice',
    foodName: 'Rasmalai',
    image: 'rasmalai',
    category: 'Desserts and Sweets',
    country: 'Bangladesh',
    price: 7,
    quantity: 14,
    orderCount: 12,
    description: 'Delicate cheese patties in chilled saffron milk with pistachio and almond.',
  },
  {
    id: 'seed-payesh',
    owner: 'bob',
    foodName: 'Payesh',
    image: 'rasmalai',
    photo: true,
    category: 'Desserts and Sweets',
    country: 'Bangladesh',
    price: 5.5,
    quantity: 10,
    orderCount: 6,
    description:
      'Gobindobhog rice slow-cooked in full-cream milk with date-palm jaggery, cardamom and cashews.',
  },
  {
    id: 'seed-nasi-lemak',
    owner: 'bob',
    foodName: 'Nasi Lemak',
    image: 'nasi-lemak',
    category: 'Rice Dishes',
    country: 'Malaysia',
    price: 10,
    quantity: 18,
    orderCount: 26,
    description:
      'Coconut rice with sambal, crispy anchovies, roasted peanuts, cucumber and a boiled egg.',
  },
  {
    id: 'seed-beef-rendang',
    owner: 'bob',
    foodName: 'Beef Rendang',
    image: 'rendang',
    category: 'Traditional Specialties',
    country: 'Indonesia',
    price: 15,
    quantity: 9,
    orderCount: 24,
    description:
      'Beef slow-cooked for hours in coconut milk, lemongrass and chilli until dark, dry and deeply spiced.',
  },
  {
    id: 'seed-chicken-tikka',
    owner: 'bob',
    foodName: 'Chicken Tikka',
    image: 'chicken-tikka',
    category: 'Tandoori and Grilled Dishes',
    country: 'India',
    price: 12,
    quantity: 16,
    orderCount: 21,
    description: 'Boneless chicken skewers, marinated in spiced yoghurt and grilled over charcoal.',
  },
  {
    id: 'seed-prawn-malai',
    owner: 'bob',
    foodName: 'Prawn Malai Curry',
    image: 'prawn-malai',
    category: 'Seafood',
    country: 'Bangladesh',
    price: 18,
    quantity: 7,
    orderCount: 15,
    description: 'Tiger prawns in a mild, creamy coconut curry scented with garam masala.',
  },
  {
    id: 'seed-kabuli-pulao',
    owner: 'bob',
    foodName: 'Kabuli Pulao',
    image: 'kabuli-pulao',
    category: 'Rice Dishes',
    country: 'Afganistan',
    price: 14,
    quantity: 11,
    orderCount: 13,
    description: 'Tender lamb under golden rice, topped with sweet carrots, raisins and almonds.',
  },
  {
    id: 'seed-haleem',
    owner: 'bob',
    foodName: 'Haleem',
    image: 'haleem',
    category: 'Traditional Specialties',
    country: 'Pakistan',
    price: 9,
    quantity: 20,
    orderCount: 11,
    description:
      'Wheat, lentils and beef cooked down for a whole night into a rich, velvety stew with fried onion and lime.',
  },
  {
    id: 'seed-masala-chai',
    owner: 'bob',
    foodName: 'Masala Chai',
    image: 'masala-chai',
    category: 'Beverages',
    country: 'India',
    price: 2.5,
    quantity: 50,
    orderCount: 29,
    description: 'Strong black tea boiled with milk, ginger, cardamom and cloves.',
  },
  {
    id: 'seed-aloo-paratha',
    owner: 'bob',
    foodName: 'Aloo Paratha',
    image: 'aloo-paratha',
    category: 'Breads and Rotis',
    country: 'Pakistan',
    price: 4.5,
    quantity: 22,
    orderCount: 9,
    description:
      'Flaky whole-wheat flatbread stuffed with spiced potato, cooked on a hot griddle with ghee.',
  },
  {
    id: 'seed-dal-makhani',
    owner: 'bob',
    foodName: 'Dal Makhani',
    image: 'dal-makhani',
    category: 'Curries and Gravies',
    country: 'India',
    price: 10,
    quantity: 13,
    orderCount: 8,
    description: 'Black lentils and kidney beans simmered overnight with butter and cream.',
  },
  {
    id: 'seed-pani-puri',
    owner: 'bob',
    foodName: 'Pani Puri',
    image: 'pani-puri',
    category: 'Street Food Specialties',
    country: 'India',
    price: 5,
    quantity: 30,
    orderCount: 18,
    description:
      'Crisp hollow puris filled with potato and chickpeas, dunked in tangy mint and tamarind water.',
  },
  // Stored as typed, shown as text: the e2e security test checks no markup here ever runs.
  {
    id: 'seed-shingara',
    owner: 'bob',
    foodName: 'Shingara <img src=x onerror=alert(1)>',
    image: 'chotpoti',
    category: 'Street Food Specialties',
    country: 'Bangladesh',
    price: 2,
    quantity: 40,
    orderCount: 0,
    description:
      'Flaky pastry parcels of spiced potato and peas. <script>alert("shingara")</script> Best hot, with tamarind chutney.',
  },
  // Rahima's dishes are priced in taka.
  {
    id: 'seed-kacchi-biryani',
    owner: 'rahima',
    foodName: 'Kacchi Biryani',
    image: 'biryani',
    category: 'Rice Dishes',
    country: 'Bangladesh',
    price: 450,
    quantity: 15,
    orderCount: 3,
    description:
      'Old Dhaka kacchi: marinated mutton and kalijira rice sealed in one pot and cooked together, with potato and a boiled egg.',
  },
  {
    id: 'seed-shorshe-ilish',
    owner: 'rahima',
    foodName: 'Shorshe Ilish',
    image: 'fish-curry',
    category: 'Seafood',
    country: 'Bangladesh',
    price: 380,
    quantity: 8,
    orderCount: 2,
    description: 'Hilsa steamed in a sharp mustard paste with green chillies and mustard oil.',
  },
  {
    id: 'seed-mishti-doi',
    owner: 'rahima',
    foodName: 'Mishti Doi',
    image: 'mango-lassi',
    category: 'Desserts and Sweets',
    country: 'Bangladesh',
    price: 120,
    quantity: 20,
    orderCount: 4,
    description:
      'Sweet yoghurt set overnight in a clay pot with caramelised date-palm jaggery: cool, thick and gently tangy.',
  },
];

export const seedReviews = [
  {
    id: 'seed-review-1',
    title: 'Best biryani in town',
    review:
      "Alice's biryani tastes exactly like my grandmother's. The rice was perfect and the chicken fell off the bone.",
    userName: 'Nadia Islam',
    userEmail: 'nadia@example.com',
    userPhoto: '/images/avatars/nadia.svg',
  },
  {
    id: 'seed-review-2',
    title: 'Friday night sorted',
    review:
      'Ordered rendang and nasi lemak for the family. Everything arrived hot and generous. We will be back!',
    userName: 'Rahul Mehta',
    userEmail: 'rahul@example.com',
    userPhoto: '/images/avatars/rahul.svg',
  },
  {
    id: 'seed-review-3',
    title: 'Home cooking, truly',
    review:
      'It feels like eating at a friend’s table. The palak paneer was fresh and not too heavy.',
    userName: 'Sara Ahmed',
    userEmail: 'sara@example.com',
    userPhoto: '/images/avatars/sara.svg',
  },
  {
    id: 'seed-review-4',
    title: 'Great for sharing',
    review:
      'We ordered six dishes for a party and shared the gallery photos afterwards. Lovely community.',
    userName: 'Imran Hossain',
    userEmail: 'imran@example.com',
    userPhoto: '/images/avatars/imran.svg',
  },
  {
    id: 'seed-review-5',
    title: 'The chai!',
    review: 'Bob’s masala chai is strong, spicy and exactly right on a rainy afternoon.',
    userName: 'Mei Lin',
    userEmail: 'mei@example.com',
    userPhoto: '/images/avatars/mei.svg',
  },
  {
    id: 'seed-review-6',
    title: 'Easy to order',
    review:
      'Signing up took a minute and ordering was simple. Sweets sell out fast, so order early.',
    userName: 'Tom Walker',
    userEmail: 'tom@example.com',
    userPhoto: '',
  },
  {
    id: 'seed-review-7',
    title: '<script>alert("review")</script>',
    review:
      'I typed <img src=x onerror=alert(1)> and <b>bold</b> into my review: it shows as plain text. Good shingara too.',
    userName: 'Harun Rashid',
    userEmail: 'harun@example.com',
    userPhoto: '',
  },
];

export const seedGallery = [
  {
    id: 'seed-gallery-1',
    image: 'table-spread',
    feedback:
      'Sunday lunch with the whole family: biryani, naan and three curries. Not a grain of rice left.',
    userName: 'Nadia Islam',
    userEmail: 'nadia@example.com',
  },
  {
    id: 'seed-gallery-2',
    image: 'street-stall',
    feedback: 'Chotpoti and pani puri night. Felt like being back in Old Dhaka.',
    userName: 'Imran Hossain',
    userEmail: 'imran@example.com',
  },
  {
    id: 'seed-gallery-3',
    image: 'family-dinner',
    feedback: 'Our anniversary dinner, cooked by neighbours we had never met. Wonderful.',
    userName: 'Sara Ahmed',
    userEmail: 'sara@example.com',
  },
  {
    id: 'seed-gallery-4',
    image: 'spice-market',
    feedback: 'Bob showed us where he buys his spices. The rendang makes sense now!',
    userName: 'Rahul Mehta',
    userEmail: 'rahul@example.com',
  },
  {
    id: 'seed-gallery-5',
    image: 'dessert-platter',
    feedback: 'Rasmalai and gulab jamun for Eid. Gone in ten minutes.',
    userName: 'Mei Lin',
    userEmail: 'mei@example.com',
  },
  {
    id: 'seed-gallery-6',
    image: 'tea-time',
    feedback: 'Masala chai and paratha: the perfect rainy-day breakfast.',
    userName: 'Tom Walker',
    userEmail: 'tom@example.com',
  },
  {
    id: 'seed-gallery-7',
    image: 'street-stall',
    feedback: 'Shingara night <img src=x onerror=alert(1)><script>alert("gallery")</script>',
    userName: 'Harun Rashid',
    userEmail: 'harun@example.com',
  },
];

/**
 * Ratings of past orders, so cards show stars and Top rated has an order from the start: the
 * n-th is of order `seed-order-n`. Bob's is of his order in seedSales; the others are by earlier
 * diners whose orders are not part of the demo data. The foods' aggregates are worked out from
 * these by the seed, as the functions would have kept them.
 */
export const seedRatings = [
  {
    foodId: 'seed-haleem',
    stars: 5,
    buyerName: 'Nadia Islam',
    comment: 'Slow-cooked and rich, just like home.',
  },
  {
    foodId: 'seed-haleem',
    stars: 4,
    buyerName: 'Imran Hossain',
    comment: 'Generous portion. A little too salty for me.',
  },
  {
    foodId: 'seed-chicken-biryani',
    stars: 5,
    buyerName: 'Farhana Akter',
    comment: 'The best biryani in the neighbourhood.',
  },
  {
    foodId: 'seed-chicken-biryani',
    stars: 5,
    buyerName: 'Bob Karim',
    comment: 'Picked up hot and right on time. Ordering again.',
  },
  {
    foodId: 'seed-chicken-biryani',
    stars: 4,
    buyerName: 'Sadia Rahman',
    comment: 'Fragrant rice, tender chicken.',
  },
  {
    foodId: 'seed-gulab-jamun',
    stars: 3,
    buyerName: 'Rafiq Uddin',
    comment: 'Sweet, as expected, but a bit dense.',
  },
] as const;

/** A buyer of the seed's sales who has no account (their orders are Alice's sales only). */
const diner = (n: number, name: string) => ({
  uid: `seed-buyer-${n}`,
  displayName: name,
  email: `${name.split(' ')[0]?.toLowerCase()}@example.com`,
});

/**
 * Completed orders of Alice's dishes over the last 30 days, so her My sales has days to show
 * and Bob's My ordered food has a rated order (seed-order-4, seedRatings[3]) and one to rate.
 * Each was picked up at a slot of her kitchen about `daysAgo` days ago; the seed adds each to
 * her days as onSaleCompleted would (on her kitchen's clock).
 */
export const seedSales = [
  { id: 'seed-order-4', foodId: 'seed-chicken-biryani', buyer: 'bob', quantity: 2, daysAgo: 6 },
  { id: 'seed-sale-1', foodId: 'seed-butter-chicken', buyer: 'bob', quantity: 1, daysAgo: 1 },
  {
    id: 'seed-sale-2',
    foodId: 'seed-chicken-biryani',
    buyer: diner(1, 'Nadia Islam'),
    quantity: 3,
    daysAgo: 2,
  },
  {
    id: 'seed-sale-3',
    foodId: 'seed-garlic-naan',
    buyer: diner(2, 'Imran Hossain'),
    quantity: 4,
    daysAgo: 2.2,
  },
  {
    id: 'seed-sale-4',
    foodId: 'seed-mango-lassi',
    buyer: diner(3, 'Farhana Akter'),
    quantity: 2,
    daysAgo: 4,
  },
  {
    id: 'seed-sale-5',
    foodId: 'seed-fish-curry',
    buyer: diner(4, 'Sadia Rahman'),
    quantity: 1,
    daysAgo: 9,
  },
  {
    id: 'seed-sale-6',
    foodId: 'seed-chicken-biryani',
    buyer: diner(5, 'Rafiq Uddin'),
    quantity: 1,
    daysAgo: 12,
  },
  {
    id: 'seed-sale-7',
    foodId: 'seed-tandoori-chicken',
    buyer: diner(1, 'Nadia Islam'),
    quantity: 2,
    daysAgo: 15,
  },
  {
    id: 'seed-sale-8',
    foodId: 'seed-gulab-jamun',
    buyer: diner(2, 'Imran Hossain'),
    quantity: 6,
    daysAgo: 20,
  },
  {
    id: 'seed-sale-9',
    foodId: 'seed-butter-chicken',
    buyer: diner(3, 'Farhana Akter'),
    quantity: 2,
    daysAgo: 26,
  },
] as const;

/**
 * What is in each seed dish, declared truthfully (contract, "What's in the food"). Haleem is
 * left undeclared on purpose: a newcomer sees both kinds of dish ("Allergens not declared").
 */
export const seedDeclarations: Readonly<Record<string, FoodDeclaration>> = {
  'seed-chicken-biryani': {
    allergens: ['milk'],
    mayContain: ['tree-nuts'],
    ingredients: 'Basmati rice, chicken, yoghurt, ghee, fried onions, saffron, whole spices.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-pork', 'no-beef'],
  },
  'seed-butter-chicken': {
    allergens: ['milk', 'tree-nuts'],
    mayContain: [],
    ingredients: 'Chicken, butter, cream, tomato, cashew paste, ginger, garlic, fenugreek, spices.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-pork', 'no-beef'],
  },
  'seed-tandoori-chicken': {
    allergens: ['milk', 'mustard'],
    mayContain: [],
    ingredients: 'Chicken, yoghurt, mustard oil, lemon, ginger, garlic, Kashmiri chilli, spices.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-pork', 'no-beef'],
  },
  'seed-garlic-naan': {
    allergens: ['gluten', 'milk'],
    mayContain: ['eggs', 'sesame'],
    ingredients: 'Wheat flour, yoghurt, butter, garlic, yeast, salt, coriander.',
    diet: 'veg',
    dietTags: ['no-beef', 'no-pork'],
  },
  'seed-chotpoti': {
    allergens: ['eggs'],
    mayContain: ['gluten'],
    ingredients: 'Yellow peas, potato, boiled egg, onion, green chilli, tamarind, chaat masala.',
    diet: 'egg',
    dietTags: ['halal', 'no-beef', 'no-pork'],
  },
  'seed-fish-curry': {
    allergens: ['fish', 'mustard'],
    mayContain: [],
    ingredients: 'Hilsa, mustard seed paste, mustard oil, green chilli, turmeric, nigella seeds.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-beef', 'no-pork'],
  },
  'seed-palak-paneer': {
    allergens: ['milk'],
    mayContain: [],
    ingredients: 'Spinach, paneer, cream, onion, tomato, ginger, garlic, cumin, garam masala.',
    diet: 'veg',
    dietTags: ['no-beef', 'no-pork'],
  },
  'seed-mango-lassi': {
    allergens: ['milk'],
    mayContain: [],
    ingredients: 'Yoghurt, Sindhri mango, milk, sugar, cardamom.',
    diet: 'veg',
    dietTags: ['jain', 'no-beef', 'no-pork'],
  },
  'seed-gulab-jamun': {
    allergens: ['milk', 'gluten'],
    mayContain: ['tree-nuts'],
    ingredients: 'Milk powder (khoya), wheat flour, ghee, sugar syrup, cardamom, rose water.',
    diet: 'veg',
    dietTags: ['no-beef', 'no-pork'],
  },
  'seed-rasmalai': {
    allergens: ['milk', 'tree-nuts'],
    mayContain: [],
    ingredients: 'Chhena (fresh cheese), milk, sugar, saffron, cardamom, pistachio, almond.',
    diet: 'veg',
    dietTags: ['jain', 'no-beef', 'no-pork'],
  },
  'seed-payesh': {
    allergens: ['milk', 'tree-nuts'],
    mayContain: [],
    ingredients: 'Gobindobhog rice, full-cream milk, date-palm jaggery, cardamom, cashews.',
    diet: 'veg',
    dietTags: ['jain', 'no-beef', 'no-pork'],
  },
  'seed-nasi-lemak': {
    allergens: ['fish', 'peanuts', 'eggs'],
    mayContain: ['crustaceans'],
    ingredients:
      'Coconut rice, sambal (chilli, shallot), fried anchovies, roasted peanuts, boiled egg, cucumber.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-pork'],
  },
  'seed-beef-rendang': {
    allergens: [],
    mayContain: [],
    ingredients:
      'Beef, coconut milk, toasted coconut, lemongrass, galangal, chilli, turmeric leaf.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-pork'],
  },
  'seed-chicken-tikka': {
    allergens: ['milk', 'mustard'],
    mayContain: [],
    ingredients: 'Boneless chicken, yoghurt, mustard oil, lemon, ginger, garlic, spices.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-beef', 'no-pork'],
  },
  'seed-prawn-malai': {
    allergens: ['crustaceans'],
    mayContain: ['fish'],
    ingredients: 'Tiger prawns, coconut milk, onion, ginger, oil, garam masala.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-beef', 'no-pork'],
  },
  'seed-kabuli-pulao': {
    allergens: ['tree-nuts'],
    mayContain: [],
    ingredients: 'Lamb, basmati rice, carrots, raisins, almonds, onion, cumin, cardamom.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-beef', 'no-pork'],
  },
  'seed-masala-chai': {
    allergens: ['milk'],
    mayContain: [],
    ingredients: 'Black tea, milk, sugar, ginger, cardamom, cloves.',
    diet: 'veg',
    dietTags: ['no-beef', 'no-pork'],
  },
  'seed-aloo-paratha': {
    allergens: ['gluten', 'milk'],
    mayContain: [],
    ingredients: 'Wheat flour, potato, ghee, green chilli, coriander, cumin, salt.',
    diet: 'veg',
    dietTags: ['no-beef', 'no-pork'],
  },
  'seed-dal-makhani': {
    allergens: ['milk'],
    mayContain: [],
    ingredients: 'Black lentils, kidney beans, butter, cream, tomato, ginger, garlic, spices.',
    diet: 'veg',
    dietTags: ['no-beef', 'no-pork'],
  },
  'seed-pani-puri': {
    allergens: ['gluten'],
    mayContain: [],
    ingredients: 'Semolina and wheat puris, potato, chickpeas, tamarind water, mint, chilli.',
    diet: 'veg',
    dietTags: ['vegan', 'no-beef', 'no-pork'],
  },
  'seed-shingara': {
    allergens: ['gluten'],
    mayContain: ['mustard'],
    ingredients: 'Wheat flour pastry, potato, peas, vegetable oil, cumin, green chilli.',
    diet: 'veg',
    dietTags: ['vegan', 'no-beef', 'no-pork'],
  },
  'seed-kacchi-biryani': {
    allergens: ['milk', 'eggs'],
    mayContain: ['tree-nuts'],
    ingredients:
      'Kalijira rice, mutton, potato, yoghurt, ghee, egg, fried onions, saffron, spices.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-pork', 'no-beef'],
  },
  'seed-shorshe-ilish': {
    allergens: ['fish', 'mustard'],
    mayContain: [],
    ingredients: 'Hilsa, mustard seed paste, mustard oil, green chilli, turmeric, salt.',
    diet: 'non-veg',
    dietTags: ['halal', 'no-beef', 'no-pork'],
  },
  'seed-mishti-doi': {
    allergens: ['milk'],
    mayContain: [],
    ingredients: 'Full-cream milk, date-palm jaggery, sugar, yoghurt culture.',
    diet: 'veg',
    dietTags: ['no-beef', 'no-pork'],
  },
};
