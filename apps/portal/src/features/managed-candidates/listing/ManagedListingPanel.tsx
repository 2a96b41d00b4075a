import type { ManagedCandidate } from '@bayti/data/contract';
import { Button } from '@bayti/ui';
import { useState } from 'react';
import { failureMessage } from '../../shared/error-message';
import { FormDialog } from '../../shared/forms/FormDialog';
import layout from '../../shared/page/Page.module.css';
import type { ManagedSide } from '../queries';
import { useManagedText } from '../use-managed-text';
import { HideListingDialog } from './HideListingDialog';
import { listingMeaning } from '../../shared/listing/listing-state';
import { ListingReason } from '../../shared/listing/ListingReason';
import { ListingStatusBadge } from '../../shared/listing/ListingStatusBadge';
import { PublishDialog } from './PublishDialog';
import { blockingOf } from './publish-form';
import { LISTING_FAILED, useManagedListing } from './use-managed-listing';
import styles from './ManagedListing.module.css';

export interface ManagedListingPanelProps {
  side: ManagedSide;
  candidate: ManagedCandidate;
}

type Open = 'publish' | 'unpublish' | 'hide' | 'unhide';

/**
 * A managed candidate's public listing, in her profile dialog: where it stands and Bayti's
 * reason, what her profile still lacks, and Publish, Unpublish, Reconfirm; an admin also hides a
 * profile or lists a hidden one again.
 */
export function ManagedListingPanel({ side, candidate }: ManagedListingPanelProps) {
  const { t, messages, longDate } = useManagedText();
  const l = messages.listings;
  const m = l.managed;
  const listing = candidate.listing;
  const mutation = useManagedListing(side, candidate.id);
  const [open, setOpen] = useState<Open | null>(null);
  const [notice, setNotice] = useState('');
  const name = [candidate.profile.firstName, candidate.profile.lastName].join(' ');
  const blocking = blockingOf(listing);
  const { status } = listing;
  const publishable = status === 'draft' || status === 'changes_requested' || status === 'rejected';
  const current = status === 'listed' || status === 'stale';
  const action = mutation.variables?.action;

  const run = (next: 'unpublish' | 'reconfirm') => {
    setNotice('');
    mutation.mutate(
      { action: next },
      {
        onSuccess: () => {
          setOpen(null);
          setNotice(next === 'unpublish' ? l.done.unpublished : l.done.reconfirmed);
        },
      },
    );
  };
  const error =
    mutation.isError && action && action !== 'publish' && open === null
      ? failureMessage(mutation.error, LISTING_FAILED[action], l.failed[action])
      : undefined;

  return (
    <section className={`${layout.column} ${styles.section}`} aria-labelledby="listing-heading">
      <h3 id="listing-heading" className={styles.heading}>
        {m.section}
        <ListingStatusBadge status={status} size="sm" />
      </h3>
      <p>
        {listingMeaning(l, status, listing.reconfirmDueAt ? longDate(listing.reconfirmDueAt) : '')}
      </p>
      {listing.listedBy && <p className={styles.muted}>{m.listedBy(listing.listedBy.name)}</p>}
      {listing.reason && <ListingReason reason={listing.reason} />}
      {publishable && blocking.length > 0 && (
        <>
          <p>{m.missing}</p>
          <ul className={styles.missing} aria-label={m.missing}>
            {blocking.map((item) => (
              <li key={item}>{m.requirements[item]}</li>
            ))}
          </ul>
        </>
      )}
      {status === 'hidden' && side === 'agency' && <p className={styles.muted}>{m.hidden}</p>}
      <div className={styles.actions}>
        {publishable && (
          <Button
            size="sm"
            isDisabled={blocking.length > 0 || mutation.isPending}
            onPress={() => {
              setNotice('');
              mutation.reset();
              setOpen('publish');
            }}
          >
            {status === 'draft' ? l.actions.publish : l.actions.resubmit}
          </Button>
        )}
        {current && (
          <Button
            size="sm"
            isDisabled={mutation.isPending}
            isPending={mutation.isPending && action === 'reconfirm'}
            pendingLabel={l.actions.reconfirm}
            onPress={() => run('reconfirm')}
          >
            {l.actions.reconfirm}
          </Button>
        )}
        {(current || status === 'in_review') && (
          <Button
            size="sm"
            variant="secondary"
            isDisabled={mutation.isPending}
            onPress={() => {
              mutation.reset();
              setOpen('unpublish');
            }}
          >
            {l.actions.unpublish}
          </Button>
        )}
        {side === 'admin' && (current || status === 'in_review') && (
          <Button size="sm" variant="danger" onPress={() => setOpen('hide')}>
            {l.moderation.hide}
          </Button>
        )}
        {side === 'admin' && status === 'hidden' && (
          <Button size="sm" variant="secondary" onPress={() => setOpen('unhide')}>
            {l.moderation.unhide}
          </Button>
        )}
      </div>
      <p role="status" className={layout.notice}>
        {notice}
      </p>
      {error && (
        <p role="alert" className={layout.dangerBox}>
          {error}
        </p>
      )}
      {open === 'publish' && (
        <PublishDialog
          side={side}
          candidate={candidate}
          name={name}
          mutation={mutation}
          onClose={() => setOpen(null)}
          onPublished={() => {
            setOpen(null);
            setNotice(side === 'admin' ? l.done.listed : l.done.submitted);
          }}
        />
      )}
      {open === 'unpublish' && (
        <FormDialog
          role="alertdialog"
          title={m.unpublishTitle(name)}
          description={m.unpublishQuestion}
          labels={t.dialog}
          confirm={l.actions.unpublish}
          pendingLabel={l.actions.unpublish}
          variant="danger"
          isPending={mutation.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() => run('unpublish')}
        >
          {mutation.isError && (
            <p role="alert" className={layout.dangerBox}>
              {failureMessage(mutation.error, LISTING_FAILED.unpublish, l.failed.unpublish)}
            </p>
          )}
        </FormDialog>
      )}
      {(open === 'hide' || open === 'unhide') && (
        <HideListingDialog
          hide={open === 'hide'}
          candidate={candidate}
          name={name}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null);
            setNotice(open === 'hide' ? l.moderation.hidden(name) : l.moderation.unhidden(name));
          }}
        />
      )}
    </section>
  );
}
