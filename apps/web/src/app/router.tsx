import { createBrowserRouter } from 'react-router';

export const router = createBrowserRouter([{ path: '*', element: <main style={{ padding: 24 }}>Crowns</main> }]);
