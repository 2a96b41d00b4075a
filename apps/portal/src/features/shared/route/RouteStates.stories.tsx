import { ApiError } from '@bayti/data/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { routeError, RoutePending } from './RouteStates';

/**
 * A route whose loader fails `failures` times with the server's message, then loads: what a
 * reader sees when a screen's data cannot be fetched, and Try again.
 */
function FailingRoute({ failures }: { failures: number }) {
  const [router] = useState(() => {
    let calls = 0;
    const rootRoute = createRootRoute({
      loader: () => {
        calls += 1;
        if (calls <= failures) {
          throw new ApiError({
            status: 503,
            code: 'service_unavailable',
            message: 'The service is busy.',
          });
        }
      },
      component: () => <p>The page loaded.</p>,
      errorComponent: routeError(),
    });
    return createRouter({
      routeTree: rootRoute,
      history: createMemoryHistory({ initialEntries: ['/'] }),
    });
  });
  const [queryClient] = useState(() => new QueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}

const meta = {
  title: 'Portal/Shared/RouteStates',
  component: RoutePending,
} satisfies Meta<typeof RoutePending>;

export default meta;
type Story = StoryObj<typeof meta>;

/** While a route's loader awaits its data: announced as busy, the frame around it stays. */
export const Pending: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Loading…' })).toBeVisible();
  },
};

/** A route whose data could not load: the server's message and Try again. */
export const Failed: Story = {
  render: () => <FailingRoute failures={Infinity} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The service is busy.');
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Try again runs the loader again, and the page shows once it loads. */
export const RetryLoads: Story = {
  tags: ['no-screenshot'],
  render: () => <FailingRoute failures={1} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('alert')).toHaveTextContent('The service is busy.');
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('The page loaded.')).toBeVisible();
  },
};
