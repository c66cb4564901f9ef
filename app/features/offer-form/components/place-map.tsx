// The offer's house on the map (the shared point picker): it follows the point while the owner picks it.
import { userOfferTexts } from '#shared/texts/user-offers.ts';
import MapPointPicker, { type MapPoint } from '#app/components/map-point-picker/map-point-picker.tsx';

export interface PlaceMapProps {
  point: MapPoint | null;
  editable: boolean;
  onPick: (latitude: number, longitude: number) => void;
}

export default function PlaceMap({ point, editable, onPick }: PlaceMapProps) {
  return (
    <MapPointPicker
      point={point}
      editable={editable}
      onPick={onPick}
      label={userOfferTexts.form.mapLabel}
      followWhileEditing
    />
  );
}
