// Loaded after first paint by LazyMotion (PITFALLS: framer-motion), so animations cost no startup bytes.
export { domAnimation as default } from 'framer-motion';
