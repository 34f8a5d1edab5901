import { PRODUCT_NAME, TAGLINE } from '../../../shared/constants';
import { JinBalanceButton } from '../pro/JinBalanceButton';
import { ShieldIcon } from '../ui/icons';

export function AppHeader() {
  return (
    <header className="app-header">
      <div className="app-header-inner">
        <div className="brand">
          <span className="brand-mark">
            <ShieldIcon size={24} />
          </span>
          <div className="brand-text">
            <h1 className="brand-name">{PRODUCT_NAME}</h1>
            <p className="brand-tagline">{TAGLINE}</p>
          </div>
        </div>
        <JinBalanceButton />
      </div>
    </header>
  );
}
