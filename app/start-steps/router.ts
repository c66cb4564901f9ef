// A step of main.tsx: the router. Named exports, not the package's namespace, so the build still drops what the app
// never uses.
export { RouterProvider } from 'react-router';
