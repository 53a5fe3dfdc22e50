import type { ChangeEvent } from 'react';

export type FilterChoice = { value: string | number; label: string };

type Props = {
  label: string;
  /** The query parameter: without JavaScript the filters are a plain GET form. */
  name: string;
  value: string | number;
  /** The first option, which removes this filter (value ''); omitted when the filter always applies. */
  anyLabel?: string;
  choices: FilterChoice[];
  onChange: (event: ChangeEvent<HTMLSelectElement>) => void;
};

/** One filter of the matches screen: a labelled select. */
export function FilterSelect({ label, name, value, anyLabel, choices, onChange }: Props) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={onChange}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </label>
  );
}
