// Documents as the web layer and the REST facade expose them: the document id as `_id`,
// timestamps as ISO strings.
import type { Category, Country } from './constants.js';

export interface Food {
  _id: string;
  foodName: string;
  imageURL: string;
  category: Category;
  country: Country;
  price: number;
  quantity: number;
  description: string;
  userName: string;
  userEmail: string;
  ownerUid: string;
  orderCount: number;
  createdAt: string | null;
}

export interface Order {
  _id: string;
  buyerEmail: string;
  buyerName: string;
  buyerUid: string;
  buyingDate: string;
  foodName: string;
  price: number;
  quantity: number;
  foodOwner: string;
  foodOwnerUid: string;
  foodId: string;
  imageURL: string;
  createdAt: string | null;
}

export interface GalleryEntry {
  _id: string;
  imageURL: string;
  feedback: string;
  userEmail: string;
  userName: string;
  userUid: string;
  createdAt: string | null;
}

export interface Review {
  _id: string;
  title: string;
  review: string;
  userEmail: string;
  userName: string;
  userPhoto: string;
  userUid: string;
  createdAt: string | null;
}

export interface UserProfile {
  displayName: string;
  email: string;
  photoURL: string;
  createdAt: string | null;
}
