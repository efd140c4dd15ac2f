// The About page portrait (content/images/about/).

import { hatch, type Pt } from './geometry.ts'
import { type Art, circle, el, extraDefs, g, path, segs } from './svg.ts'

// A line-art bust: a consultant in a jacket, shirt and tie, with glasses. Paths are drawn by hand in
// the 1200 × 1500 frame; the right half mirrors the left where the figure is symmetrical.

/** Mirrors path data about x = 600 (absolute commands only). */
function mirrorPath(d: string): string {
  return d.replace(/(-?\d+(?:\.\d+)?)[ ,](-?\d+(?:\.\d+)?)/g, (_, x: string, y: string) => `${1200 - Number(x)} ${y}`)
}
const both = (d: string): string => d + mirrorPath(d)

export const portraitArt: Art = {
  file: 'about/portrait.svg',
  w: 1200,
  h: 1500,
  k: 1.7,
  grid: 30,
  glow: [0.5, 0.42],
  glowR: 0.6,
  draw() {
    const out: string[] = []
    // drafting construction behind the figure
    out.push(circle([600, 560], 318, 'j'), circle([600, 560], 330, 'j', { style: 'stroke-opacity:.2' }))
    out.push(path('M600 190V318M600 1300V1480', 'k'))
    for (const y of [425, 548, 680, 772]) out.push(path(`M232 ${y}H420M780 ${y}H968`, 'j x'))
    out.push(path('M985 425V772M975 425H995M975 548H995M975 680H995M975 772H995', 'h'))
    // jacket: squared shoulders, sleeves, lapels with a notch, the roll line, pocket flaps
    const jacket = both('M526 826C468 852 404 878 356 896C318 910 294 942 286 992C280 1100 272 1300 266 1500')
    const sleeve = both('M378 952C368 1060 362 1220 360 1500')
    const lapel = both('M522 832C506 884 484 944 464 990L488 999L472 1018C512 1084 562 1182 600 1262')
    const roll = both('M548 902C566 1010 586 1150 600 1262')
    const flap = both('M390 1418L522 1426')
    const shade: Pt[] = [
      [356, 896],
      [318, 910],
      [294, 942],
      [286, 992],
      [280, 1100],
      [266, 1500],
      [360, 1500],
      [362, 1220],
      [378, 952],
    ]
    out.push(segs(hatch(shade, 11, 60), 'q'))
    out.push(path(jacket, 'a'), path(sleeve, 'c'), path(flap, 'c'))
    // shirt and tie inside the V of the jacket
    extraDefs.push(el('clipPath', { id: 'pv' }, el('path', { d: 'M540 860L600 1262L660 860Z' })))
    out.push(
      g([path('M590 918L576 1262M610 918L624 1262', 'g'), path('M586 1040L614 1060M580 1130L620 1152', 'j')], {
        'clip-path': 'url(#pv)',
      }),
    )
    out.push(path('M584 878L616 878L610 916L590 916Z', 'g f'))
    out.push(path(both('M530 806L556 904L598 877'), 'b'))
    out.push(path(lapel, 'a'), path(roll, 'b'))
    out.push(path('M600 1262C597 1350 592 1430 588 1500', 'a'))
    out.push(circle([600, 1292], 8, 'b'), circle([596, 1392], 8, 'b'))
    // breast pocket and pocket square
    out.push(path('M694 1132L792 1122', 'b'), path('M714 1129L734 1099L770 1125M734 1099L742 1127', 'g'))
    // neck, with shadow under the jaw
    out.push(path(both('M522 730C526 764 528 794 526 826'), 'a'))
    out.push(
      segs(
        hatch(
          [
            [530, 752],
            [670, 752],
            [670, 800],
            [600, 790],
            [530, 800],
          ],
          9,
          75,
        ),
        'q',
      ),
    )
    out.push(path('M590 796C596 802 604 802 610 796', 'c'))
    // head: a squarer jaw, ears
    out.push(
      path(
        'M464 500C460 560 464 620 478 668C490 706 520 742 556 762C572 772 586 776 600 776C614 776 628 772 644 762' +
          'C680 742 710 706 722 668C736 620 740 560 736 500',
        'a',
      ),
    )
    out.push(path(both('M464 562C442 548 430 576 438 606C444 632 454 650 474 656'), 'a'))
    out.push(path(both('M452 588C448 602 452 618 460 628'), 'c'))
    // hair: short, side-parted, greying at the temples
    out.push(
      path(
        'M456 540C448 500 448 448 468 412C488 378 526 352 572 342C610 334 664 336 698 354C730 372 748 404 750 446' +
          'C752 478 750 508 744 540',
        'a',
      ),
    )
    out.push(
      path(
        'M466 512C468 478 480 452 506 440C530 430 548 434 560 428C600 420 660 418 700 436C722 448 732 474 734 512',
        'b',
      ),
    )
    out.push(
      path(
        'M560 428C566 396 590 366 630 352M585 420C615 390 660 378 712 392M620 422C655 404 695 404 726 424' +
          'M548 432C520 412 496 420 480 450',
        'c',
      ),
    )
    out.push(path(both('M462 522C458 500 460 472 470 450M468 534C466 516 468 498 474 484'), 'j'))
    // brows, eyes, glasses
    out.push(path(both('M500 550C520 540 552 538 574 545'), 'b'))
    out.push(path(both('M514 585C528 574 552 574 566 585'), 'b'), path(both('M522 591C536 595 550 595 560 590'), 'c'))
    out.push(path(both('M533 579C533 589 549 589 549 579'), 'b'))
    out.push(
      path(
        both(
          'M510 556L566 556Q584 556 584 574L584 594Q584 614 564 614L512 614Q492 614 492 596L492 574Q492 556 510 556Z',
        ),
        'g',
      ),
    )
    out.push(path('M584 575C594 566 606 566 616 575', 'g'), path(both('M492 572L464 568'), 'g'))
    // nose, mouth, the lines of middle age
    out.push(
      path('M606 590C610 622 616 648 622 666C616 676 604 680 592 676', 'b'),
      path('M578 668C582 675 587 678 592 676', 'c'),
    )
    out.push(path('M562 718C584 724 616 724 638 718', 'b'), path('M588 742C596 745 604 745 612 742', 'c'))
    out.push(path(both('M568 680C556 694 552 708 555 722'), 'c'))
    out.push(
      segs(
        hatch(
          [
            [712, 600],
            [732, 560],
            [732, 622],
            [716, 680],
            [696, 704],
          ],
          8,
          70,
        ),
        'q',
      ),
    )
    return out.join('')
  },
}
