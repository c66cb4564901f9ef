import { appTexts } from '#shared/texts/app.ts';
import { SearchIcon } from '#app/components/ui/icons.tsx';
import { ErrorScreen, HomeLink } from './errors/error-screen.tsx';

export default function NotFoundPage() {
  return (
    <ErrorScreen
      tone="neutral"
      icon={<SearchIcon size={30} />}
      title={appTexts.errors.notFound}
      text={appTexts.errors.notFoundHint}
      action={<HomeLink />}
    />
  );
}
