import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, firstRenderReady } from './app.tsx';
import { installAutoFocus } from './lib/preact-autofocus.ts';
import { followSystemTheme } from './lib/theme.ts';
import './styles/app.css';

installAutoFocus();
followSystemTheme();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root element');
void firstRenderReady().finally(() =>
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
