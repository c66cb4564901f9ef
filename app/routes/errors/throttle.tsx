// /error/throttle?seconds=N: 'Слишком много попыток ввода' with a live countdown, then a way back.
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { fill, ru } from '#shared/texts/ru.ts';
import { appTexts } from '#shared/texts/app.ts';
import { Button } from '#app/components/ui/button.tsx';
import { DocumentTitle } from '#app/components/ui/document-title.tsx';
import { EmptyState } from '#app/components/ui/empty-state.tsx';
import { ClockIcon } from '#app/components/ui/icons.tsx';
import { ScreenContainer } from '#app/components/ui/screen-container.tsx';
import { homePath } from '#app/lib/session.ts';
import { useCountdown } from '#app/lib/use-countdown.ts';

function Countdown({ seconds }: { seconds: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const [deadline] = useState(() => Date.now() + seconds * 1000);
  const left = useCountdown(deadline);
  const retry = () => {
    if (location.key !== 'default') navigate(-1);
    else navigate(homePath(), { replace: true });
  };
  return (
    <EmptyState
      icon={<ClockIcon size={32} />}
      title={ru.throttle.title}
      text={
        <span aria-live="polite">
          {left > 0 ? fill(ru.throttle.text, left) : appTexts.errors.throttleDone}
        </span>
      }
      action={
        <Button onClick={retry} disabled={left > 0}>
          {appTexts.errors.tryAgain}
        </Button>
      }
    />
  );
}

export default function ThrottlePage() {
  const [params] = useSearchParams();
  const location = useLocation();
  const seconds = Math.max(0, Math.ceil(Number(params.get('seconds')) || 0));
  return (
    <ScreenContainer type="centered">
      <DocumentTitle title={ru.throttle.title} />
      <Countdown key={location.key} seconds={seconds} />
    </ScreenContainer>
  );
}
