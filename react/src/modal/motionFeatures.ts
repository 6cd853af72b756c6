// The only motion features the modal uses (a transform on enter); loaded lazily by Modal.
export { domAnimation } from 'motion/react';
