// /cabinet/company: the caller's company (profile, logo, members, invites), or founding an agency.
import { companyTexts } from '#shared/texts/companies.ts';
import { appTexts } from '#shared/texts/app.ts';
import { PageBackHeader } from '#app/components/ui/back-header.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { PageSpinner } from '#app/components/ui/spinner.tsx';
import { paths } from '#app/lib/paths.ts';
import { useUser } from '#app/resources/user.ts';
import { CompanyScreen } from '#app/features/company/components/company-screen.tsx';

export default function CompanyPage() {
  const { data: user } = useUser();
  return (
    <>
      <DocumentTitle title={companyTexts.title} />
      <PageBackHeader label={appTexts.pages.cabinet} fallback={paths.cabinet()} />
      <ScreenContainer type="wide">
        <PageTitle title={companyTexts.title} />
        {user ? <CompanyScreen key={user.id} user={user} /> : <PageSpinner />}
      </ScreenContainer>
    </>
  );
}
