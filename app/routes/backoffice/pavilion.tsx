// /builder_cabinet/:id/:pavilion: a building and its sections (cabinet members and admins; others may ask for access).
import { useParams } from 'react-router';
import { Ability, Role } from '#shared/enums.ts';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useUser } from '#app/resources/user.ts';
import { PavilionPage } from '#app/features/chess-editor/components/pavilion-page.tsx';
import { ProgressEditor } from '#app/features/construction-progress/components/progress-editor.tsx';
import { RequestAccess } from '#app/features/backoffice/components/request-access.tsx';
import NotFoundPage from '../not-found.tsx';

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default function BuilderPavilionPage() {
  const params = useParams();
  const { data: user } = useUser();
  const objectId = positiveId(params.id);
  const pavilionId = positiveId(params.pavilion);
  if (!objectId || !pavilionId) return <NotFoundPage />;
  if (!user) return <PageSpinner />;
  const member = user.abilities.includes(Ability.cabinet) || user.group === Role.admin;
  return (
    <ScreenContainer type="wide">
      {member ? (
        <>
          <PavilionPage key={pavilionId} objectId={objectId} pavilionId={pavilionId} />
          <ProgressEditor key={`progress-${pavilionId}`} pavilionId={pavilionId} />
        </>
      ) : (
        <RequestAccess />
      )}
    </ScreenContainer>
  );
}
