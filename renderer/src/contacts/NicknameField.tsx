import { NICKNAME_MAX } from '../../../shared/constants';

type NicknameFieldProps = {
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  autoFocus?: boolean;
};

export function NicknameField({ value, onChange, onSubmit, autoFocus }: NicknameFieldProps) {
  return (
    <label className="field">
      <span className="field-label">Nickname</span>
      <input
        className="input"
        value={value}
        maxLength={NICKNAME_MAX}
        placeholder="e.g. Mum, Sam next door"
        autoComplete="off"
        autoFocus={autoFocus}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit();
          }
        }}
      />
    </label>
  );
}
