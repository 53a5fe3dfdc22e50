import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NewsletterTopicsForm } from '@/components/newsletter/NewsletterTopicsForm';

const words = {
  legend: 'Topics you want to hear about',
  hint: 'Tick none for all.',
  save: 'Save the topics',
};
const topics = [
  { id: 3, name: 'Youth teams', description: 'Results of the under-19s' },
  { id: 7, name: 'Women’s team', description: null },
];

describe('NewsletterTopicsForm', () => {
  it('is a plain form of one checkbox per offered topic, the chosen ones ticked, posting to its own route', () => {
    const { container } = render(
      <NewsletterTopicsForm
        action="/api/newsletter/preferences/topics?token=t"
        topics={topics}
        chosen={[7]}
        words={words}
      />,
    );
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/newsletter/preferences/topics?token=t');
    expect(screen.getByRole('group', { name: words.legend })).toBeInTheDocument();
    const youth = screen.getByRole('checkbox', { name: /Youth teams/ });
    expect(youth).toHaveAttribute('name', 'topic');
    expect(youth).toHaveAttribute('value', '3');
    expect(youth).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Women’s team' })).toBeChecked();
    expect(screen.getByText(/Results of the under-19s/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: words.save })).toHaveAttribute('type', 'submit');
  });

  it('shows nothing, not an empty fieldset, where the club defined no topic', () => {
    const { container } = render(<NewsletterTopicsForm action="/x" topics={[]} chosen={[]} words={words} />);
    expect(container).toBeEmptyDOMElement();
  });
});
