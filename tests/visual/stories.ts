import { readFileSync } from 'node:fs';

export interface IndexedStory {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

/** The stories of a built Storybook, read from its index.json; docs entries are left out. */
export function readStories(indexFile: string): IndexedStory[] {
  const index = JSON.parse(readFileSync(indexFile, 'utf8')) as {
    entries: Record<string, IndexedStory & { type: string }>;
  };
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && !entry.tags.includes('no-visual'))
    .map(({ id, title, name, tags }) => ({ id, title, name, tags }))
    .sort((a, b) => a.id.localeCompare(b.id));
}
