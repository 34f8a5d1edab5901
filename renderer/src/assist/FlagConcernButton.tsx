import { useState } from 'react';
import { FlagIcon } from './assist-icons';
import { FlagConcernDialog } from './FlagConcernDialog';

/** 'Flag for Neighbor' ('Flag Concern' on narrow screens): opens the Flag Concern for Neighbors dialog. */
export function FlagConcernButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className="button button-secondary assist-flag-button"
        aria-label="Flag for Neighbor"
        data-testid="flag-concern-button"
        onClick={() => setOpen(true)}
      >
        <FlagIcon size={18} />
        <span className="assist-flag-long">Flag for Neighbor</span>
        <span className="assist-flag-short" aria-hidden="true">
          Flag Concern
        </span>
      </button>
      <FlagConcernDialog open={open} onOpenChange={setOpen} />
    </>
  );
}
