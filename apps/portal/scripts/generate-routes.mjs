// Regenerates src/routeTree.gen.ts from src/routes, as the Vite plugin does on build and dev.
import { Generator, getConfig } from '@tanstack/router-generator';

const root = new URL('..', import.meta.url).pathname;
const config = getConfig({ target: 'react', autoCodeSplitting: true }, root);
await new Generator({ config, root }).run();
