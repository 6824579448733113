import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafeHtml } from './safe-html.tsx';

const rendered = (html: string) => render(<SafeHtml html={html} />).container.firstElementChild!.innerHTML;

describe('SafeHtml', () => {
  it('keeps simple formatting and text', () => {
    expect(rendered('Your <b>Q1</b> papers are <em>due</em>.<br>Thanks')).toBe(
      'Your <b>Q1</b> papers are <em>due</em>.<br>Thanks',
    );
  });

  it('drops scripts, styles and frames with their content, and every attribute', () => {
    expect(
      rendered(
        '<p style="color:red" onclick="steal()">Hi<script>alert(1)</script><style>*{}</style></p>' +
          '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(2)">',
      ),
    ).toBe('<p>Hi</p>');
  });

  it('keeps the text of unknown elements, never the elements', () => {
    expect(rendered('<div><font color="red">Due <marquee>Friday</marquee></font></div>')).toBe('Due Friday');
  });

  it('keeps http, https and mailto links (opened apart), and turns any other link into its text', () => {
    expect(rendered('<a href="https://firm.example/portal" onclick="x()">portal</a>')).toBe(
      '<a href="https://firm.example/portal" target="_blank" rel="noopener noreferrer nofollow">portal</a>',
    );
    expect(rendered('<a href="javascript:alert(1)">click</a> <a href="data:text/html,x">me</a>')).toBe('click me');
  });

  it('shows markup-looking text as text', () => {
    expect(rendered('5 &lt; 6 &amp; <b>7 &gt; 6</b>')).toBe('5 &lt; 6 &amp; <b>7 &gt; 6</b>');
  });
});
