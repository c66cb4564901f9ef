// /realty/:id/chess/:chess?: the chess grid of an object.
import { appTexts } from '#shared/texts/app.ts';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { PageTitle, ScreenContainer } from '#app/components/ui/screen-container.tsx';

export default function RealtyChessPage() {
  return (
    <ScreenContainer type="wide">
      <DocumentTitle title={appTexts.pages.realtyChess} />
      <PageTitle title={appTexts.pages.realtyChess} />
    </ScreenContainer>
  );
}
