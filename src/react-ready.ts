/**
 * React and React DOM set themselves up when this module runs. It belongs to the `react` chunk (vite.config.ts),
 * which index.html runs as a module script of its own before the entry's (vite-plugins/react-first.ts): the
 * bundler runs a CommonJS package such as React DOM where it is first imported, so without this module React
 * DOM would still set itself up inside the entry's task (issue 30 item 5, decision 0043).
 */
import 'react';
import 'react-dom/client';
