// /builder_cabinet/:id/:pavilion/:section: the chessboard editor (#edit: structure edit), with the section's
// publishing from the building page's feature.
import { useParams } from 'react-router';
import { Ability, Role } from '#shared/enums.ts';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useUser } from '#app/resources/user.ts';
import { SectionPublishControl } from '#app/features/chess-editor/components/section-publish-control.tsx';
import { RequestAccess } from '#app/features/backoffice/components/request-access.tsx';
import { ChessEditor } from '#app/features/chess-editor/components/chess-editor.tsx';
import NotFoundPage from '../not-found.tsx';

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default function BuilderSectionPage() {
  const params = useParams();
  const { data: user } = useUser();
  const objectId = positiveId(params.id);
  const pavilionId = positiveId(params.pavilion);
  const sectionId = positiveId(params.section);
  if (!objectId || !pavilionId || !sectionId) return <NotFoundPage />;
  if (!user) return <PageSpinner />;
  const member = user.abilities.includes(Ability.cabinet) || user.group === Role.admin;
  return (
    <ScreenContainer type="wide">
      {member ? (
        <ChessEditor
          key={sectionId}
          objectId={objectId}
          pavilionId={pavilionId}
          sectionId={sectionId}
          publishControl={(section) => (
            <SectionPublishControl
              objectId={section.objectId}
              pavilionId={section.pavilionId}
              sectionId={section.id}
              published={section.published}
            />
          )}
        />
      ) : (
        <RequestAccess />
      )}
    </ScreenContainer>
  );
}
