import { useState, type ReactNode } from 'react';
import { Dialog } from '../ui/Dialog';
import { BookIcon } from './assist-icons';
import { AFTER_STEPS, CALL_SCRIPT, CAR_ALARM_ADVICE, DECISION_TREE, NEVER_LIST, SAFE_ACTIONS } from './response-guide';

type ResponseGuideDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

function GuideSection({ title, tone, children }: { title: string; tone?: 'danger' | 'calm'; children: ReactNode }) {
  return (
    <section className={`guide-section${tone ? ` guide-section-${tone}` : ''}`} aria-label={title}>
      <h3 className="guide-heading">{title}</h3>
      {children}
    </section>
  );
}

const List = ({ items }: { items: string[] }) => (
  <ul className="guide-list">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

/** The Emergency Response Guide (spec/assist.md §2): what to do, and never do, about a concern nearby. */
export function ResponseGuideDialog({ open, onOpenChange }: ResponseGuideDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Emergency Response Guide"
      description="What to do when a neighbour may need help. Your safety comes first."
      testId="response-guide-dialog"
      footer={
        <button type="button" className="button button-primary" onClick={() => onOpenChange(false)}>
          Got it
        </button>
      }
    >
      <div className="guide">
        <GuideSection title="Decide: call now or check first?" tone="danger">
          <ol className="guide-tree">
            {DECISION_TREE.map((step) => (
              <li key={step.when}>
                <span className="guide-when">{step.when}</span>
                <span className="guide-then">{step.then}</span>
              </li>
            ))}
          </ol>
        </GuideSection>
        <GuideSection title="What to say when you call">
          <ol className="guide-list guide-script">
            {CALL_SCRIPT.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ol>
        </GuideSection>
        <GuideSection title="Safe actions">
          <List items={SAFE_ACTIONS} />
        </GuideSection>
        <GuideSection title="Car alarms">
          <List items={CAR_ALARM_ADVICE} />
        </GuideSection>
        <GuideSection title="Never" tone="danger">
          <ul className="guide-list guide-never">
            {NEVER_LIST.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </GuideSection>
        <GuideSection title="Afterwards" tone="calm">
          <List items={AFTER_STEPS} />
        </GuideSection>
      </div>
    </Dialog>
  );
}

/** A link-style button that opens the guide; used on assist and homeowner cards. */
export function ResponseGuideLink() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className="assist-link assist-guide-link" onClick={() => setOpen(true)}>
        <BookIcon size={16} />
        Emergency Response Guide
      </button>
      {open ? <ResponseGuideDialog open onOpenChange={setOpen} /> : null}
    </>
  );
}
