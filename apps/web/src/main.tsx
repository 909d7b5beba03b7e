// Storefront entry: the language first (spec §4), then the session (§4: the profile is loaded
// before the first page mounts), then the app. The language is applied at once; its strings
// download while the profile loads, and the app mounts when both are there.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { startLanguage } from './app/start-language.ts';
import { bootstrapSession } from './features/account/bootstrap.ts';
import './styles/global.css';

const language = startLanguage();
await Promise.all([language, bootstrapSession()]);
createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
