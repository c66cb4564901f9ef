// The section's publish button for the chessboard editor's header (the route puts it there). The answer is written
// into the building page's list at once, so going back to it never shows the old state while it reloads.
import { useQueryClient } from '@tanstack/react-query';
import { ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { storeSectionSummary, updateSection } from '#app/resources/chess-editor.ts';
import { useObjectCan } from '../hooks/use-object-can.ts';
import { PublishToggle } from './publish-toggle.tsx';

export function SectionPublishControl({
  objectId,
  pavilionId,
  sectionId,
  published,
}: {
  objectId: number;
  pavilionId: number;
  sectionId: number;
  published: boolean;
}) {
  const client = useQueryClient();
  const can = useObjectCan(objectId);
  const change = async (next: boolean) => {
    const summary = await updateSection(pavilionId, sectionId, { published: next });
    storeSectionSummary(client, pavilionId, summary);
    return summary;
  };
  return (
    <PublishToggle
      published={published}
      unpublishQuestion={ru.backoffice.unpublishSection}
      labels={{ publish: chessEditorTexts.editor.publish, unpublish: chessEditorTexts.editor.unpublish }}
      onChange={change}
      allowed={can.publish}
    />
  );
}
