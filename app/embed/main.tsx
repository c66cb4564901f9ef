/** @jsxImportSource preact */
// The widget's entry (/embed/{id}, built apart from the app: vite.embed.config.ts): renders the complex named by the
// path and keeps the framing page told of its height.
import { render } from 'preact';
import { Widget } from './components/widget.tsx';
import { reportHeight } from './lib/height.ts';
import './embed.css';

const root = document.getElementById('embed')!;
const id = Number(/^\/embed\/(\d{1,9})\/?$/.exec(location.pathname)?.[1] ?? 0);
render(<Widget objectId={id} />, root);
reportHeight(root);
