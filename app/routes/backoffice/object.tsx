// /builder_cabinet/{id}: the object editor, tabs by hash; the request for access for users without the cabinet.
import { useParams } from 'react-router';
import { Ability, Role } from '#shared/enums.ts';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { useUser } from '#app/resources/user.ts';
import { ObjectEditor } from '#app/features/backoffice/components/object-editor.tsx';
import { RequestAccess } from '#app/features/backoffice/components/request-access.tsx';
import { ImportTab } from '#app/features/inventory-import/components/import-tab.tsx';

const FOREIGN_TABS = { import: ImportTab };
import NotFoundPage from '../not-found.tsx';

export default function BuilderCabinetObjectPage() {
  const { id } = useParams();
  const { data: user } = useUser();
  const objectId = Number(id);
  if (!Number.isInteger(objectId) || objectId <= 0) return <NotFoundPage />;
  if (!user) return <PageSpinner />;
  const member = user.abilities.includes(Ability.cabinet) || user.group === Role.admin;
  return (
    <ScreenContainer type="wide">
      {member ? <ObjectEditor key={objectId} id={objectId} tabs={FOREIGN_TABS} /> : <RequestAccess />}
    </ScreenContainer>
  );
}
