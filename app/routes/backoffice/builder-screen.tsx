// A back-office screen for users with the cabinet ability (and admins) under its document title; anyone else is sent
// to «Мои объекты», which offers the request for access.
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Ability, Role } from '#shared/enums.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { ScreenContainer, type ScreenType } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';

export function BuilderScreen({
  title,
  children,
  type = 'default',
}: {
  title: string;
  children: ReactNode;
  /** A board needs the wide frame. */
  type?: ScreenType;
}) {
  const { data: user } = useUser();
  if (!user) return <PageSpinner />;
  if (!(user.abilities.includes(Ability.cabinet) || user.group === Role.admin))
    return <Navigate to={paths.builderObjects()} replace />;
  return (
    <ScreenContainer type={type}>
      <DocumentTitle title={title} />
      {children}
    </ScreenContainer>
  );
}
