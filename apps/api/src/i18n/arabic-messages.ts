/**
 * Arabic for every message the API sends a person, keyed by its English text (the source
 * language). `arabic-messages.test.ts` fails when a message in the code has no entry here.
 * Validation messages without an entry fall back to zod's own Arabic (see localize.ts).
 */
export const ARABIC_MESSAGES: Readonly<Record<string, string>> = {
  // Envelope headlines and generic answers
  'Please check the highlighted fields.': 'يرجى مراجعة الحقول المحددة.',
  'Please sign in to continue.': 'يرجى تسجيل الدخول للمتابعة.',
  'You do not have access to this.': 'لا تملك صلاحية الوصول إلى هذا.',
  'Something went wrong. Please try again.': 'حدث خطأ ما. يرجى المحاولة مرة أخرى.',
  'The request could not be processed.': 'تعذّرت معالجة الطلب.',
  'The request body is not valid JSON.': 'محتوى الطلب ليس JSON صالحًا.',
  'The request body is empty.': 'محتوى الطلب فارغ.',
  'The request body is too large.': 'محتوى الطلب كبير جدًا.',
  'Send the request body as JSON.': 'أرسل محتوى الطلب بصيغة JSON.',
  'The Content-Length header does not match the body.':
    'ترويسة Content-Length لا تطابق محتوى الطلب.',
  'The database is not answering.': 'قاعدة البيانات لا تستجيب.',
  'The service is briefly unavailable. Please try again in a moment.':
    'الخدمة غير متاحة مؤقتاً. يرجى المحاولة مرة أخرى بعد قليل.',
  'Invalid value': 'قيمة غير صالحة',

  // Accounts and sign-in
  'An account with this email already exists.': 'يوجد حساب مسجّل بهذا البريد الإلكتروني.',
  'Invalid email or password.': 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
  'Too many failed sign-in attempts. Please wait a few minutes and try again.':
    'محاولات تسجيل دخول فاشلة كثيرة. يرجى الانتظار بضع دقائق ثم المحاولة مرة أخرى.',
  'Too many password reset requests. Please wait a while and try again.':
    'طلبات كثيرة لإعادة تعيين كلمة المرور. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'If an account exists for this email, we have sent a link to reset the password.':
    'إذا كان هناك حساب بهذا البريد الإلكتروني، فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
  'This reset link is invalid or has expired.': 'رابط إعادة التعيين غير صالح أو انتهت صلاحيته.',
  'Your password has been changed. Please sign in with the new password.':
    'تم تغيير كلمة المرور. يرجى تسجيل الدخول بكلمة المرور الجديدة.',
  'Your password has been changed.': 'تم تغيير كلمة المرور.',
  'Your current password is not correct.': 'كلمة المرور الحالية غير صحيحة.',
  'Passwords do not match': 'كلمتا المرور غير متطابقتين',
  'Enter your name': 'أدخل اسمك',
  'Enter your password': 'أدخل كلمة المرور',
  'Enter your current password': 'أدخل كلمة المرور الحالية',

  // Common fields
  'Enter a valid email': 'أدخل بريدًا إلكترونيًا صالحًا',
  'Enter a valid phone number': 'أدخل رقم هاتف صالحًا',
  'Enter a valid http(s) link': 'أدخل رابط http(s) صالحًا',
  'Expected a path or URL': 'يجب إدخال مسار أو رابط',
  'Use HH:MM': 'استخدم الصيغة HH:MM',
  'Use YYYY-MM-DD': 'استخدم الصيغة YYYY-MM-DD',
  Required: 'مطلوب',
  'Enter a message': 'أدخل رسالة',
  'No changes detected to save.': 'لا توجد تغييرات لحفظها.',

  // Candidates, agencies, forms
  'Candidate Not Found': 'لم يتم العثور على المرشحة',
  'This page link is no longer valid. Please start again from the first page.':
    'رابط هذه الصفحة لم يعد صالحًا. يرجى البدء من جديد من الصفحة الأولى.',
  'No agency is linked to this account.': 'لا توجد وكالة مرتبطة بهذا الحساب.',
  'Choose a city from the list.': 'اختر مدينة من القائمة.',
  'Choose a country from the list.': 'اختر دولة من القائمة.',
  'Client not found': 'لم يتم العثور على العميل',
  'Enter the agency name': 'أدخل اسم الوكالة',
  'Enter a 4-digit PIN': 'أدخل رمزًا من 4 أرقام',
  'Too many submissions from your network. Please wait a while and try again.':
    'إرسالات كثيرة من شبكتك. يرجى الانتظار قليلًا ثم المحاولة مرة أخرى.',
  'Thank you. You are subscribed to our newsletter.': 'شكرًا لك. تم اشتراكك في نشرتنا الإخبارية.',
  'Core skills must be unique': 'يجب ألا تتكرر المهارات الأساسية',
  'Skills must be unique': 'يجب ألا تتكرر المهارات',
  'One document per type': 'مستند واحد لكل نوع',
  'Immediate availability has no start date': 'التوفر الفوري لا يحتاج إلى تاريخ بدء',
  'Enter your preferred location': 'أدخل موقعك المفضل',
  'Unknown media': 'ملف وسائط غير معروف',
  'PINs do not match': 'رمزا PIN غير متطابقين',
  'The current PIN is not correct.': 'الرمز السري الحالي غير صحيح.',
  'Positions must be unique': 'يجب ألا تتكرر الوظائف',
  'No such agency': 'لا توجد هذه الوكالة',

  // The family's pipeline
  'Choose interview or selection date': 'اختر تاريخ المقابلة أو تاريخ الاختيار',
  'The end date must not be before the start date': 'يجب ألا يسبق تاريخ الانتهاء تاريخ البدء',
  'Choose a selection type': 'اختر نوع الاختيار',
  'Choose the interview time': 'اختر وقت المقابلة',
  'Choose a status': 'اختر الحالة',
  'Choose the interview date': 'اختر تاريخ المقابلة',
  'Choose the selection date': 'اختر تاريخ الاختيار',
  'This candidate is not in your list.': 'هذا المرشح ليس في قائمتك.',
  'This candidate cannot be moved to that status from their current one.':
    'لا يمكن نقل هذا المرشح إلى تلك الحالة من حالته الحالية.',
  'A worker can be marked returned only within 6 months of the hire date (the probation period).':
    'لا يمكن تسجيل إعادة العاملة إلا خلال 6 أشهر من تاريخ التوظيف (فترة التجربة).',
  'The return date must be between the hire date and today.':
    'يجب أن يكون تاريخ الإعادة بين تاريخ التوظيف واليوم.',
  'The replacement date must be between the return date and today.':
    'يجب أن يكون تاريخ الاستبدال بين تاريخ الإعادة واليوم.',
  'Choose the return date': 'اختر تاريخ الإعادة',
  'Choose the replacement date': 'اختر تاريخ الاستبدال',
  'Recruitment not found': 'لم يتم العثور على عملية التوظيف',
  // Agency recruitments and accounts
  'The date cannot be before the offer letter': 'لا يمكن أن يكون التاريخ قبل خطاب العرض',
  'The date cannot be in the future': 'لا يمكن أن يكون التاريخ في المستقبل',
  'The payment is more than the balance due': 'الدفعة أكبر من الرصيد المستحق',
  'The amount payable cannot be less than what has been paid':
    'لا يمكن أن يكون المبلغ المستحق أقل من المبلغ المدفوع',

  // Access plans, orders and invoices
  'Choose an access plan to see contact details.': 'اختر باقة وصول لعرض بيانات التواصل.',
  'Invoice not found': 'لم يتم العثور على الفاتورة',

  // Admin back office
  'A position is at most 60 characters': 'يجب ألا يتجاوز اسم الوظيفة 60 حرفًا',
  'At most 100 positions': '100 وظيفة كحد أقصى',
  'Message not found': 'لم يتم العثور على الرسالة',
  'Please fill all fields correctly, and ensure pins match.':
    'يرجى ملء جميع الحقول بشكل صحيح والتأكد من تطابق رمزي PIN.',
  'User not found': 'لم يتم العثور على المستخدم',
  'A user with this email already exists.': 'يوجد مستخدم بهذا البريد الإلكتروني.',

  // Agency dashboard: profile logo, documents, staff accounts
  'This account is inactive. Ask your agency to activate it.':
    'هذا الحساب غير نشط. اطلب من وكالتك تفعيله.',
  'This account is suspended. Contact Bayti support to restore access.':
    'هذا الحساب موقوف. تواصل مع دعم بيتي لاستعادة الوصول.',
  "Your agency's account is suspended, rejected or released. Contact Bayti to restore access.":
    'حساب وكالتك موقوف أو مرفوض أو مُنهى. تواصل مع بيتي لاستعادة الوصول.',
  'You cannot deactivate or delete your own account.': 'لا يمكنك تعطيل حسابك أو حذفه.',
  'This user has records in Bayti and cannot be deleted. Set the user INACTIVE instead.':
    'لهذا المستخدم سجلات في بيتي ولا يمكن حذفه. اجعل حالته غير نشط بدلًا من ذلك.',
  'Enter the name': 'أدخل الاسم',
  'Agency not found': 'لم يتم العثور على الوكالة',
  'Logo not found': 'لم يتم العثور على الشعار',

  // Column headers of the admin CSV downloads
  'Order No': 'رقم الطلب',
  'Order Date': 'تاريخ الطلب',
  'Invoice No': 'رقم الفاتورة',
  'Invoice Date': 'تاريخ الفاتورة',
  Client: 'العميل',
  'Amount (AED)': 'المبلغ (درهم)',
  'Worker Nationality': 'جنسية العاملة',
  'Payment Status': 'حالة الدفع',
  'Recruitment Status': 'حالة التوظيف',
  Position: 'الوظيفة',
  'Deploying Country': 'بلد الإرسال',
  Description: 'الوصف',
  'Last Updated On': 'آخر تحديث',

  // The worker's profile, media and documents
  'Account not found': 'لم يتم العثور على الحساب',
  'Save your profile before changing its visibility.': 'احفظ ملفك الشخصي قبل تغيير ظهوره.',
  'Another upload is in progress; try again.': 'هناك عملية رفع أخرى قيد التنفيذ؛ حاول مرة أخرى.',
  'Document not found': 'لم يتم العثور على المستند',
  'Media not found': 'لم يتم العثور على الملف',
  'The requested range is outside the file.': 'النطاق المطلوب خارج حدود الملف.',
  'The file name has invalid characters.': 'اسم الملف يحتوي على أحرف غير صالحة.',
  'The file name must not contain a folder path.': 'يجب ألا يحتوي اسم الملف على مسار مجلد.',
  'The file needs a name.': 'يجب أن يكون للملف اسم.',
  'Attach a file to upload.': 'أرفق ملفًا لرفعه.',
  'The file is empty.': 'الملف فارغ.',
  'This file cannot be accepted: it would unpack to far more than its size.':
    'لا يمكن قبول هذا الملف: سيتضخم عند فك ضغطه إلى أضعاف حجمه.',
  'Upload a JPEG, PNG or WebP image.': 'ارفع صورة بصيغة JPEG أو PNG أو WebP.',
  'Upload an MP4, WebM or MOV video.': 'ارفع فيديو بصيغة MP4 أو WebM أو MOV.',
};

/**
 * Messages with a value in them, matched whole; `$1`, `$2` put the values back. Values (sizes,
 * extensions, field names) are not translated.
 */
export const ARABIC_MESSAGE_PATTERNS: ReadonlyArray<readonly [RegExp, string]> = [
  [/^The file is larger than (.+)\.$/, 'حجم الملف أكبر من $1.'],
  [
    /^This is a \.(\w+) file; name it \.(\w+) to upload\.$/,
    'هذا ملف ‎.$1؛ سمّه بالامتداد ‎.$2 لرفعه.',
  ],
  [/^Upload a (.+) file(\.?)$/, 'ارفع ملفًا بصيغة $1$2'],
  [/^Password must be at least (\d+) characters$/, 'يجب أن تتكون كلمة المرور من $1 أحرف على الأقل'],
  [/^Password must be at most (\d+) characters$/, 'يجب ألا تتجاوز كلمة المرور $1 حرفًا'],
  [/^A worker must be at least (\d+)$/, 'يجب ألا يقل عمر العاملة عن $1 عامًا'],
  [/^Choose at most (\d+) core skills$/, 'اختر $1 مهارات أساسية على الأكثر'],
  [
    /^A (.+) document is already uploaded\. Use Update to replace it\.$/,
    'تم رفع مستند ($1) بالفعل. استخدم «تحديث» لاستبداله.',
  ],
  [/^No route for (\S+) (\S+)\.$/, 'لا يوجد مسار لـ $1 $2.'],
  [/^Send the file in the "(.+)" field\.$/, 'أرسل الملف في الحقل "$1".'],
];
