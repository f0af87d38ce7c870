// Loaded after the component that needs them by LazyMotion (PITFALLS: framer-motion).
export { domAnimation as default } from 'framer-motion';
