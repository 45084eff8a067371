import type { ComponentProps } from 'react';
import { BookOpen, ChevronDown } from 'lucide-react';
import { Button } from '#client/components/ui/button.tsx';
import { cn } from '#client/lib/cn.ts';
import { T } from '#client/i18n/t.tsx';

/** The header's 'Canadian Dental Resources' button, the same before and after the menu's code is loaded. */
export function ResourcesButton({ className, ...props }: ComponentProps<'button'>) {
  return (
    <Button variant="inverse" aria-haspopup="menu" className={cn('group', className)} {...props}>
      <BookOpen className="size-4" aria-hidden />
      <span>
        {/* On a phone only the short word shows; the whole name is still read out. */}
        <T id="board.header.resourcesButton" components={{ 0: <span className="sr-only sm:not-sr-only" /> }} />
      </span>
      <ChevronDown className="size-4 transition-transform group-data-[state=open]:rotate-180" aria-hidden />
    </Button>
  );
}
