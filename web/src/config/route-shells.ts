// The prerendered shells of the routes people open from a shared link (react-router.config.ts;
// firebase.json rewrites each family of paths to its shell's HTML). Each shell is itself a path
// of its route: opened as it is, it says what any unknown dish says (Not Found).
export const routeShell = {
  singleFood: '/singleFood/_',
  foodPurchase: '/foodPurchase/_',
} as const;
