export { releaseFoodPhoto, releaseGalleryPhoto, sweepPhoto } from './sweep.js';
