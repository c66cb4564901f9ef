// The per-type choice of channels, mobile-first: each type a row with its name and a toggle per channel (the bell,
// Telegram, push), grouped as the cabinet's sections are. A toggle saves at once.
import { CHANNEL_GROUPS } from '#shared/notification-channels.ts';
import type { TChannelChoiceRow } from '#shared/schemas/notification-channels.ts';
import { channelTexts as t } from '#shared/texts/notification-channels.ts';
import { errorText } from '#app/lib/api-error.ts';
import { toast } from '#app/lib/toast-store.ts';
import { useUpdateChannels } from '#app/resources/notification-channels.ts';
import styles from './channels.module.css';

const SHOWN = ['bell', 'telegram', 'push'] as const;

export function ChannelMatrix({ rows }: { rows: TChannelChoiceRow[] }) {
  const update = useUpdateChannels();
  const byType = new Map(rows.map((r) => [r.type, r]));
  const toggle = (row: TChannelChoiceRow, channel: (typeof SHOWN)[number]) => {
    update.mutate([{ ...row, [channel]: !row[channel] }], {
      // A refused save leaves the toggle as it was: say so, whatever the error was.
      onError: (error) =>
        toast(`${t.saveFailed}. ${errorText(error)}`.replace(/\.\s*$/, ''), { tone: 'error' }),
    });
  };
  return (
    <div className={styles.matrix} data-testid="channel-matrix">
      <h3 className={styles.subtitle}>{t.matrix}</h3>
      {CHANNEL_GROUPS.map(({ group, types }) => (
        <fieldset key={group} className={styles.group}>
          <legend className={styles.legend}>{t.groups[group]}</legend>
          {types.map((type) => {
            const row = byType.get(type);
            if (!row) return null;
            return (
              <div key={type} className={styles.row} data-type={type}>
                <span className={styles.typeName}>{t.types[type]}</span>
                <span className={styles.toggles}>
                  {SHOWN.map((channel) => (
                    <button
                      key={channel}
                      type="button"
                      className={styles.toggle}
                      aria-pressed={row[channel]}
                      aria-label={`${t.types[type]}: ${t.channels[channel]}`}
                      onClick={() => toggle(row, channel)}
                    >
                      {t.channels[channel]}
                    </button>
                  ))}
                </span>
              </div>
            );
          })}
        </fieldset>
      ))}
    </div>
  );
}
