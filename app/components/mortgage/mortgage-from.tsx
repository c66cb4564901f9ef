// «Ипотека от 38 540 ₽/мес»: the best program the purchase may use (decision 025), with its terms under it; a tap
// opens the calculator with them. Self-contained: a unit's card, the offer page and the object page insert one line.
import { lazy, Suspense, useState } from 'react';
import { Payment } from '#shared/enums.ts';
import { countOf, formatNumber, formatPrice } from '#shared/format.ts';
import { bestMortgage, isMortgagePayment, wholeRoubles, type MortgageAccepts } from '#shared/mortgage.ts';
import { mortgageTexts } from '#shared/texts/mortgage.ts';
import { fill } from '#shared/texts/ru.ts';
import { useMortgagePrograms } from '#app/resources/mortgage.ts';
import { ChevronRightIcon } from '../ui/icons.tsx';
import { dropCalculatorDraft, openCalculatorDraft, readCalculatorDraft } from './calculator-draft.ts';
import text from '#app/styles/text.module.css';
import styles from './mortgage.module.css';

const MortgageCalculator = lazy(() => import('./mortgage-calculator.tsx'));
const t = mortgageTexts;

export interface MortgageFromProps {
  price: number | null | undefined;
  /** The complex's accepted payments, or 'resale' for a resale offer; absent: nothing to show. */
  accepts: MortgageAccepts | undefined;
  /**
   * False hides the line (a unit no longer on sale) but keeps a calculator the buyer has open: a live update that
   * books the unit under them does not close it with their figures.
   */
  available?: boolean;
  /** Where the line is (a unit's card): an open calculator and its figures outlive a remount of that place. */
  draftKey?: string;
}

export function MortgageFrom({ price, accepts, available = true, draftKey }: MortgageFromProps) {
  // Nothing to ask the server for without a price or a mortgage the purchase may use.
  if (price == null || !(price > 0) || !accepts) return null;
  if (accepts !== 'resale' && !accepts.some(isMortgagePayment)) return null;
  return <MortgageLine price={price} accepts={accepts} available={available} draftKey={draftKey} />;
}

function MortgageLine({
  price,
  accepts,
  available,
  draftKey,
}: {
  price: number;
  accepts: MortgageAccepts;
  available: boolean;
  draftKey: string | undefined;
}) {
  const programs = useMortgagePrograms().data;
  const [open, setOpen] = useState(() => draftKey != null && readCalculatorDraft(draftKey) != null);
  // Loaded on the first tap (Zod and the form stay out of the page's first screen), then kept for the exit animation.
  const [loaded, setLoaded] = useState(open);
  const best = programs ? bestMortgage(price, programs, accepts) : null;
  if (!programs || !best || (!available && !loaded)) return null;
  const { program } = best;
  const terms = fill(t.fromTerms, `${formatNumber(program.minDownPercent)} %`, countOf(best.years, t.years));
  return (
    <div className={styles.from}>
      {available && (
        <button
          type="button"
          className={styles.fromButton}
          onClick={() => {
            if (draftKey) openCalculatorDraft(draftKey);
            setLoaded(true);
            setOpen(true);
          }}
          aria-haspopup="dialog"
          data-testid="mortgage-from"
        >
          <span className={styles.fromText}>
            <span className={styles.fromAmount}>
              {fill(t.from, formatPrice(wholeRoubles(best.figures.monthly)))}
            </span>
            <span className={text.secondary}>
              {Payment.title(program.payment)}, {formatNumber(program.rate)} % · {terms}
            </span>
          </span>
          <ChevronRightIcon size={18} aria-hidden="true" />
        </button>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <MortgageCalculator
            open={open}
            onClose={() => {
              if (draftKey) dropCalculatorDraft(draftKey);
              setOpen(false);
            }}
            draftKey={draftKey}
            programs={programs}
            accepts={accepts}
            initial={{
              price,
              downPercent: program.minDownPercent,
              years: best.years,
              payment: program.payment,
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
