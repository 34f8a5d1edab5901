import type { ReactNode } from 'react';

type TabHeadingProps = { title: string; description?: ReactNode; actions?: ReactNode };

/** The title block at the top of each tab. */
export function TabHeading({ title, description, actions }: TabHeadingProps) {
  return (
    <div className="tab-heading">
      <div>
        <h2>{title}</h2>
        {description ? <p className="muted">{description}</p> : null}
      </div>
      {actions ? <div className="tab-heading-actions">{actions}</div> : null}
    </div>
  );
}
