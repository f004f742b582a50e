// Every route of the site; each file is a route module (clientLoader, default component,
// ErrorBoundary) in a chunk of its own. The root (root.tsx) is the frame around them all.
import { index, route, type RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('register', 'routes/register.tsx'),
  route('login', 'routes/login.tsx'),
  route('allFood', 'routes/all-food.tsx'),
  route('gallery', 'routes/gallery.tsx'),
  route('singleFood/:id', 'routes/single-food.tsx'),
  route('foodPurchase/:id', 'routes/food-purchase.tsx'),
  route('addFoodItem', 'routes/add-food-item.tsx'),
  route('myAddedFood', 'routes/my-added-food.tsx'),
  route('updateMyList/:id', 'routes/update-my-list.tsx'),
  route('myOrderedFood', 'routes/my-ordered-food.tsx'),
  route('ordersReceived', 'routes/orders-received.tsx'),
  route('mySales', 'routes/my-sales.tsx'),
  route('myKitchen', 'routes/my-kitchen.tsx'),
  route('myAccount', 'routes/my-account.tsx'),
  route('myMeal', 'routes/my-meal.tsx'),
  route('receipt/:id', 'routes/receipt.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
