import { act, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderApp } from '../testing/render-app';
import { StepHeading, useStepFocus } from './step-heading';

/** A wizard of two steps whose second step's heading mounts only when ready (a lazy step's code has come: Loaded). */
function Wizard({ ready: readyAtFirst }: { ready: boolean }) {
  const [step, setStep] = useState<'One' | 'Two'>('One');
  const [ready, setReady] = useState(readyAtFirst);
  const heading = useStepFocus(step);
  return (
    <>
      {step === 'One' && <StepHeading ref={heading}>Step one</StepHeading>}
      {step === 'Two' && ready && <StepHeading ref={heading}>Step two</StepHeading>}
      <button type="button" onClick={() => setStep('Two')}>
        Next
      </button>
      <button type="button" onClick={() => setReady(true)}>
        Loaded
      </button>
    </>
  );
}

describe('useStepFocus', () => {
  it('leaves the focus alone when the wizard first shows', () => {
    renderApp(<Wizard ready />);
    expect(screen.getByRole('heading', { name: 'Step one' })).not.toHaveFocus();
  });

  it('moves the focus to the new step’s heading', () => {
    renderApp(<Wizard ready />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByRole('heading', { name: 'Step two' })).toHaveFocus();
  });

  it('gives the focus to a heading that mounts after the step changed (a step still loading)', () => {
    renderApp(<Wizard ready={false} />);
    act(() => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.queryByRole('heading', { name: 'Step two' })).toBeNull();
    act(() => screen.getByRole('button', { name: 'Loaded' }).click());
    expect(screen.getByRole('heading', { name: 'Step two' })).toHaveFocus();
  });
});
