// The bench's minimal React page: one question with four options and nothing else, built like the apps
// (minimal-page.ts). Its option click to paint is the floor React itself sets on this machine.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function Question() {
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <fieldset>
      <legend>Question 1 of 150</legend>
      {['A', 'B', 'C', 'D'].map((option) => (
        <label key={option}>
          <input type="radio" name="answer" value={option} checked={choice === option} onChange={() => setChoice(option)} />
          Option {option}
        </label>
      ))}
      <p>{choice ? `Answered ${choice}` : 'Not answered'}</p>
    </fieldset>
  );
}

createRoot(document.getElementById('root')!).render(<Question />);
