// The section's publish button for the chessboard editor's header (the route puts it there).
import { ru } from '#shared/texts/ru.ts';
import { chessEditorTexts } from '#shared/texts/chess-editor.ts';
import { updateSection } from '../api/changes.ts';
import { PublishToggle } from './publish-toggle.tsx';

export function SectionPublishControl({
  pavilionId,
  sectionId,
  published,
}: {
  pavilionId: number;
  sectionId: number;
  published: boolean;
}) {
  return (
    <PublishToggle
      published={published}
      unpublishQuestion={ru.backoffice.unpublishSection}
      labels={{ publish: chessEditorTexts.editor.publish, unpublish: chessEditorTexts.editor.unpublish }}
      onChange={(next) => updateSection(pavilionId, sectionId, { published: next })}
    />
  );
}
