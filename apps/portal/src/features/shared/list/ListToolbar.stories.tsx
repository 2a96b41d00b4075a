import { Button, Select } from '@bayti/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import styles from './List.module.css';
import { ListToolbar } from './ListToolbar';

const SORTS = { 'name-asc': 'Name: A-Z', 'name-desc': 'Name: Z-A' };

/** A table's toolbar with its state where a screen keeps it (the URL), here in the story. */
function Toolbar({ clearAtEnd }: { clearAtEnd?: boolean }) {
  const [search, setSearch] = useState<string>();
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<string | null>(null);
  return (
    <ListToolbar
      text={{ clear: 'Clear', clearSearch: 'Clear search' }}
      searchLabel="Search users"
      searchPlaceholder="Name or email"
      search={search}
      onSearch={setSearch}
      filters={
        <Select
          className={styles.control}
          label="Status"
          items={[
            { id: '', label: 'All' },
            { id: 'active', label: 'Active' },
          ]}
          selectedKey={status}
          onSelectionChange={(key) => setStatus(String(key ?? ''))}
        />
      }
      sort={{
        label: 'SORT',
        options: SORTS,
        defaultLabel: 'Default order',
        value: sort,
        onChange: setSort,
      }}
      canClear={Boolean(search || status)}
      onClear={() => {
        setSearch(undefined);
        setStatus('');
      }}
      clearAtEnd={clearAtEnd}
      actions={clearAtEnd ? undefined : <Button variant="secondary">Download</Button>}
    />
  );
}

const meta = {
  title: 'Portal/Shared/List Toolbar',
  component: Toolbar,
  tags: ['!autodocs'],
} satisfies Meta<typeof Toolbar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Search, a filter, the sort, Clear after the filters and an action at the end (the back office). */
export const WithActions: Story = {
  play: async ({ canvas }) => {
    const clear = canvas.getByRole('button', { name: 'Clear' });
    await expect(clear).toBeDisabled();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search users' }), 'amal{Enter}');
    await waitFor(() => expect(clear).toBeEnabled());
    await userEvent.click(clear);
    await expect(canvas.getByRole('searchbox', { name: 'Search users' })).toHaveValue('');
  },
};

/** Clear at the far end of the row (the family's lists). */
export const ClearAtEnd: Story = { args: { clearAtEnd: true } };
