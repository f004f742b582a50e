// Every route of the site in one map: components never spell a path themselves.
export const paths = {
  home: '/',
  register: '/register',
  login: '/login',
  allFood: '/allFood',
  gallery: '/gallery',
  singleFood: (id: string) => `/singleFood/${encodeURIComponent(id)}`,
  foodPurchase: (id: string) => `/foodPurchase/${encodeURIComponent(id)}`,
  addFood: '/addFoodItem',
  myAddedFood: '/myAddedFood',
  updateFood: (id: string) => `/updateMyList/${encodeURIComponent(id)}`,
  myOrderedFood: '/myOrderedFood',
  ordersReceived: '/ordersReceived',
  mySales: '/mySales',
  myKitchen: '/myKitchen',
  myAccount: '/myAccount',
  myMeal: '/myMeal',
  receipt: (id: string) => `/receipt/${encodeURIComponent(id)}`,
} as const;

/** The path to go back to after sign-in: only a path of this site, never //host or a URL. */
export function safeReturnPath(from: string | null | undefined): string {
  if (!from || !from.startsWith('/') || from.startsWith('//') || from.startsWith('/\\'))
    return paths.home;
  return from;
}

export function loginPath(from: string): string {
  return `${paths.login}?from=${encodeURIComponent(from)}`;
}
