// The #address tab's map (PRODUCT §2, §4): the shared point picker, its wheel zoom and focus ring only in edit mode.
import { backofficeTexts } from '#shared/texts/backoffice.ts';
import MapPointPicker, { type MapPoint } from '#app/components/map-point-picker/map-point-picker.tsx';
import styles from './address-map.module.css';

export interface AddressMapProps {
  point: MapPoint | null;
  editing: boolean;
  onPick: (latitude: number, longitude: number) => void;
}

export default function AddressMap({ point, editing, onPick }: AddressMapProps) {
  return (
    <MapPointPicker
      point={point}
      editable={editing}
      onPick={onPick}
      label={backofficeTexts.address.mapLabel}
      wheelZoomWhileEditing
      highlightEditing
      className={styles.map}
    />
  );
}
