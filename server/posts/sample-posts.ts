import { practice } from '#content/practice.ts'
import type { PostInput } from '#shared/schemas/post.ts'

/**
 * The articles a new site starts with (unless SAMPLE_CONTENT=0), so a new owner sees a living
 * blog and can edit or delete them. Each uses every formatting rule of the article page once:
 * the three heading levels, a list, blank lines, an italic line, paragraphs and a link.
 * Oldest first; figures match the practice's business constants.
 */
export const samplePosts: readonly PostInput[] = [
  {
    title: 'What Happens During a Trauma Intensive?',
    excerpt:
      'A trauma intensive fits months of weekly therapy into a few focused weeks. Here is what the days actually look like, from the first consultation to the last session.',
    author: '',
    tags: ['Trauma', 'Intensives', 'PTSD'],
    metaTitle: 'What Happens in a Trauma Intensive | Bethlehem, PA',
    metaDescription:
      'How a trauma therapy intensive works: 6–12 hours over 2–4 weeks, sessions of about 3 hours, and proven treatments for PTSD.',
    featuredImage: '',
    content: `# A different rhythm for trauma therapy

Weekly therapy works for many people, but trauma work can stall when every session ends just as things begin to move. An intensive keeps the momentum: the same proven treatments, in longer sessions, closer together.

## Before the first session

Everything starts with a free 15-minute consultation call. We talk about what brings you in, whether an intensive suits you, and what would need to be in place first. If it is a good fit, the first full consultation takes about 90 minutes.

## How the time is spent

Most intensives run 6 to 12 hours in total over 2 to 4 weeks. Sessions typically last about 3 hours, with breaks, and we usually meet two to four times.

- Learning how trauma keeps the alarm system switched on
- Working directly with the memories and beliefs that keep you stuck
- Practising new responses between sessions, with a clear plan
- Planning for the weeks after the intensive ends

### Between sessions

You will not be left alone with what comes up. We agree on simple ways to rest, stay grounded and reach the office if you need to.

*Feeling tired after a session is normal; it is a sign of work done, not of something going wrong.*

If you would like to read more about the treatments themselves, the [VA's National Center for PTSD](https://www.ptsd.va.gov/understand_tx/index.asp) explains them well.`,
  },
  {
    title: 'OCD and the Reassurance Trap',
    excerpt:
      'Asking "are you sure?" brings relief for a moment and then the doubt comes back louder. Why reassurance feeds OCD, and what exposure and response prevention does instead.',
    author: '',
    tags: ['OCD', 'ERP'],
    metaTitle: 'OCD and Reassurance Seeking | OCD Therapy in Bethlehem, PA',
    metaDescription: 'Why reassurance keeps OCD going and how exposure and response prevention (ERP) helps people in the Lehigh Valley break the cycle.',
    featuredImage: '',
    content: `# Why the relief never lasts

OCD offers a deal: do this one thing, ask this one question, check one more time, and the anxiety will go away. It does, briefly. Then the doubt returns and asks for a little more.

## What reassurance looks like

Reassurance seeking is often quiet and polite, which makes it easy to miss.

- Asking a partner whether something really happened
- Searching online for the one article that settles the question
- Replaying a conversation to make sure nothing was wrong
- Confessing thoughts so someone else can say they are fine

## What exposure and response prevention does instead

Exposure and response prevention (ERP) is the best-studied treatment for OCD. Step by step, you face the doubt on purpose and practise not answering it. The anxiety rises, peaks and falls on its own, and the brain learns that it can carry uncertainty.

### A small first step

If you notice yourself about to ask for reassurance, try waiting ten minutes first. Notice what the anxiety does while you wait.

*You do not have to be certain to be safe.*

The [International OCD Foundation](https://iocdf.org/about-ocd/) has clear, trustworthy information for people with OCD and their families.`,
  },
  {
    title: 'Helping a Loved One Toward Treatment with CRAFT',
    excerpt:
      'When someone you love is struggling with substance use, confrontation rarely works. CRAFT teaches families practical skills that make treatment more likely and home life calmer.',
    author: '',
    tags: ['CRAFT', 'Family', 'Addiction'],
    metaTitle: 'CRAFT for Families Facing Addiction | Bethlehem, PA',
    metaDescription: 'Community Reinforcement and Family Training (CRAFT) helps families encourage a loved one into treatment, with engagement rates of 64–74% in studies.',
    featuredImage: '',
    content: `# Families are part of the answer

Watching someone you love struggle with alcohol or drugs is exhausting. Many families are told to wait for rock bottom or to stage a confrontation. Research points to a kinder and more effective path.

## What CRAFT is

Community Reinforcement and Family Training (CRAFT) is a structured programme for the family members, not the person using. In studies, between 64% and 74% of loved ones entered treatment when their families learned CRAFT.

## What you learn

- How to notice the moments when your loved one is most open to talking
- How to make sober time more rewarding than time spent using
- How to step back so natural consequences can do their work
- How to look after your own health and safety along the way

### Starting the conversation

Timing and tone matter more than the perfect words. Short, calm and specific beats long and angry.

*Caring for yourself is not giving up on them; it is what keeps you able to help.*

If you are worried about immediate safety, call 911. For confidential treatment referral around the clock, call [SAMHSA's National Helpline](tel:+18006624357).`,
  },
  {
    title: 'Is an Intensive Right for You? Five Questions to Ask',
    excerpt:
      'Intensives help many people make progress quickly, but they are not for everyone. Five honest questions to consider before you book a consultation.',
    author: '',
    tags: ['Intensives', 'Therapy'],
    metaTitle: 'Is Intensive Therapy Right for You? | Lehigh Valley Therapist',
    metaDescription: 'Five questions to decide whether a therapy intensive for trauma, OCD or family support fits you, from cost and insurance to timing.',
    featuredImage: '',
    content: `# Choosing how you do therapy

An intensive is a commitment of time, energy and money. These questions can help you decide whether now is the right moment.

## The five questions

- Can I set aside two to four weeks with some room to rest?
- Is my life stable enough right now to focus on one thing?
- Do I have support at home while I do this work?
- Am I ready to try something that will feel uncomfortable at first?
- Do I understand the costs and how to ask my insurer about reimbursement?

## When an intensive is not the best fit

Intensives are not suitable for people with a significant, active addiction, or for those taking four or more psychiatric medications. In those cases a different level of care is usually safer, and we can help you find it.

### About cost and insurance

Insurance does not cover intensives directly. The office provides the paperwork you need to ask your plan about out-of-network reimbursement.

*There is no wrong answer here; the consultation call exists to work it out together.*

Questions before you book? [Email the office](mailto:${practice.email}) or call during office hours.`,
  },
]

const oneWeekMs = 7 * 24 * 60 * 60 * 1000

/** The repository calls seeding needs; the post repo has them. */
interface SampleContentStore {
  version(): Promise<number>
  claimSampleContent(): Promise<boolean>
}

/**
 * Publishes the sample posts on a database that has never held a post, a week apart and ending
 * now. Runs once per database: the claim is a row, so two instances starting together on one
 * empty database seed once, and a database whose owner deleted the samples stays empty.
 * Returns how many posts it published.
 */
export async function seedSamplePosts(
  store: SampleContentStore,
  createPostService: (now: () => Date) => {
    create(input: PostInput): Promise<{ id: string }>
    togglePublish(id: string): Promise<unknown>
  },
  now: () => Date,
): Promise<number> {
  if ((await store.version()) !== 0) return 0
  if (!(await store.claimSampleContent())) return 0
  const end = now().getTime()
  for (const [index, input] of samplePosts.entries()) {
    const at = new Date(end - (samplePosts.length - 1 - index) * oneWeekMs)
    const posts = createPostService(() => at)
    const post = await posts.create(input)
    await posts.togglePublish(post.id)
  }
  return samplePosts.length
}
