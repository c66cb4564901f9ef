// A list screen's filter by the builder company's complex: shown only when the company has more than one.
import { Select } from '#app/components/ui/select.tsx';
import { useComplexOptions } from '#app/resources/backoffice.ts';

export function ComplexFilter({
  label,
  placeholder,
  value,
  onChange,
  className,
}: {
  label: string;
  /** The empty option: every complex. */
  placeholder: string;
  value: number | null;
  onChange: (id: number | null) => void;
  className?: string;
}) {
  const complexes = useComplexOptions();
  if (complexes.length <= 1) return null;
  return (
    <Select
      label={label}
      value={value}
      onChange={onChange}
      options={complexes}
      placeholder={placeholder}
      className={className}
    />
  );
}
