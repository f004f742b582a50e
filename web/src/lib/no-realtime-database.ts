// Stands in for `firebase/database` (vite.config.ts aliases it here). reactfire imports the
// Realtime Database for its database hooks, and that package registers itself at module level,
// so about 60 kB gzip came along though the app never uses the Realtime Database (decision
// 002). Calling any of these is a programming error.
const unused = (): never => {
  throw new Error('The Realtime Database is not part of this app (see decision 002).');
};

export const get = unused;
export const off = unused;
export const onChildAdded = unused;
export const onChildChanged = unused;
export const onChildMoved = unused;
export const onChildRemoved = unused;
export const onValue = unused;
