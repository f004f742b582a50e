import { setLogLevel } from 'firebase/firestore';

// Rules tests expect denials; the SDK would log each one as an error.
setLogLevel('silent');
